import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (a keyboard-only user's way there); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/** The focused element shows it: an outline or a ring (box shadow) drawn by :focus-visible. */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0,
      ring: s.boxShadow !== 'none',
    };
  });
  expect(style.focusVisible, 'the element is focused from the keyboard').toBe(true);
  expect(style.outline || style.ring, 'the focused element shows an outline or a ring').toBe(true);
}
