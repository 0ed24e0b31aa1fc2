import { INQUIRY_LIMITS } from '@market/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerInquiry } from '@/shared/inquiries/types';
import { makePublicProduct } from '@/test/catalog-fixtures';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { pdfFile, pngFile, textAsImage } from '@/test/file-fixtures';
import { makeUser } from '@/test/fixtures';
import { makeDeskInquiry, makeInquiryList, makeInquirySummary } from '@/test/inquiry-fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const LAMP_ID = '00000000-0000-4000-8000-0000000000aa';
const ME = ok({ user: makeUser(), vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });

function customerView(overrides: Partial<CustomerInquiry> = {}): CustomerInquiry {
  const { internalNotes, customerPhone, assignedTo, steppingIn, statusActions, ...rest } = makeDeskInquiry();
  return { ...rest, canReply: true, canRate: false, ...overrides };
}

function signedIn(routes: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('token', 'customer-token');
  return mockApi({ 'GET /api/auth/me': ME, ...routes });
}

const png = pngFile;

describe('Ask the vendor', () => {
  const lamp = makePublicProduct({ _id: LAMP_ID, title: 'Desk Lamp' });

  it('sends a signed-out visitor to sign in first', async () => {
    mockApi({ [`GET /api/products/${LAMP_ID}`]: ok(lamp) });
    renderApp(`/product/${LAMP_ID}`);
    expect(await screen.findByRole('link', { name: 'Ask the vendor' })).toHaveAttribute('href', '/login');
  });

  it('checks the fields and the files beside each, then opens the inquiry with its attachment', async () => {
    const { calls } = signedIn({
      [`GET /api/products/${LAMP_ID}`]: ok(lamp),
      'POST /api/inquiries': ok({ inquiry: customerView() }, 'Inquiry sent successfully'),
      'GET /api/inquiries/INQ-AAAA0001': ok({ inquiry: customerView() }),
    });
    const { user, router } = renderApp(`/product/${LAMP_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ask the vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the vendor' });
    const category = within(dialog).getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a category',
      'Product Inquiry',
      'Order Support',
      'Shipping',
      'Return/Refund',
      'Technical',
      'Billing',
      'General',
    ]);
    // The text inputs take no more than the server accepts.
    expect(within(dialog).getByLabelText('Subject')).toHaveAttribute(
      'maxlength',
      String(INQUIRY_LIMITS.subjectMaxChars),
    );
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute(
      'maxlength',
      String(INQUIRY_LIMITS.messageMaxChars),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    expect(within(dialog).getByText('Please enter a subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a message')).toBeInTheDocument();

    // Files are checked on selection (content, size, count): a refused file is not added, its
    // message stands beside its name.
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const toSend = () => within(dialog).queryByRole('list', { name: 'Files to send' });
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), textAsImage('holiday.jpg')] },
    });
    const refused = await within(dialog).findAllByTestId('refused-file');
    expect(refused.map((r) => r.textContent)).toEqual([
      'notes.txt: Attachments must be images (JPEG, PNG, GIF, WEBP) or PDF files',
      'holiday.jpg: Attachments must be images (JPEG, PNG, GIF, WEBP) or PDF files',
    ]);
    expect(toSend()).toBeNull();
    fireEvent.change(input, { target: { files: [png('big.png', 5 * 1024 * 1024 + 1)] } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('refused-file')).toHaveTextContent(
        'big.png: Each attachment must be smaller than 5MB',
      ),
    );
    expect(toSend()).toBeNull();
    fireEvent.change(input, {
      target: { files: [pdfFile('receipt.pdf'), ...[1, 2, 3, 4, 5].map((n) => png(`p${n}.png`))] },
    });
    await waitFor(() =>
      expect(within(dialog).getByTestId('refused-file')).toHaveTextContent(
        'p5.png: You can attach up to 5 files to a message',
      ),
    );
    expect(
      within(toSend()!)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(/\d+ KB/)[0]),
    ).toEqual(['receipt.pdf', 'p1.png', 'p2.png', 'p3.png', 'p4.png']);
    for (const name of ['receipt.pdf', 'p2.png', 'p3.png', 'p4.png'])
      await user.click(within(dialog).getByRole('button', { name: `Remove ${name}` }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Subject'), 'Size?');
    await user.type(within(dialog).getByLabelText('Message'), 'Does it fit?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/inquiries/INQ-AAAA0001'));
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== 'attachments'))).toEqual({
      subject: 'Size?',
      category: 'product_inquiry',
      message: 'Does it fit?',
      relatedProduct: LAMP_ID,
    });
    expect((sent.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['p1.png']);
    expect(await screen.findByRole('heading', { name: 'Inquiry #INQ-AAAA0001' })).toBeInTheDocument();
  });

  it('shows the hourly limit as the form’s error', async () => {
    signedIn({
      [`GET /api/products/${LAMP_ID}`]: ok(lamp),
      'POST /api/inquiries': fail(
        429,
        'RATE_LIMITED',
        'You can open at most 10 inquiries per hour. Please try again later.',
      ),
    });
    const { user } = renderApp(`/product/${LAMP_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ask the vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the vendor' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Size?');
    await user.type(within(dialog).getByLabelText('Message'), 'Does it fit?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    expect(
      await within(dialog).findByText('You can open at most 10 inquiries per hour. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('/account/inquiries', () => {
  it('lists the customer’s inquiries with the unread replies', async () => {
    signedIn({
      'GET /api/inquiries': ok(makeInquiryList([makeInquirySummary({ unreadMessagesCount: 1 })])),
      'GET /api/inquiries/unread-count': ok({ unread: 1, inquiriesWithUnread: 1 }),
    });
    renderApp('/account/inquiries');
    const row = await screen.findByTestId('my-inquiry');
    expect(row).toHaveAttribute('href', '/account/inquiries/INQ-AAAA0001');
    expect(row).toHaveTextContent('1 unread');
    expect(row).toHaveTextContent('Demo Traders');
    expect(await screen.findByTestId('inquiries-badge')).toHaveTextContent('1');
  });

  it('shows the conversation without notes, and rates a resolved inquiry once', async () => {
    const { calls } = signedIn({
      'GET /api/inquiries/INQ-AAAA0001': ok({ inquiry: customerView({ status: 'resolved', canRate: true }) }),
      'POST /api/inquiries/INQ-AAAA0001/rating': ok(
        { inquiry: customerView({ status: 'resolved', rating: 4, canRate: false }) },
        'Thank you for your rating',
      ),
    });
    const { user } = renderApp('/account/inquiries/INQ-AAAA0001');
    const [mine, theirs] = await screen.findAllByTestId('inquiry-message');
    expect(mine).toHaveClass('justify-end');
    expect(theirs).toHaveClass('justify-start');
    expect(screen.queryByText('Internal Notes')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('4 out of 5'));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Thank you for your rating')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rating: 4 });
  });

  it('offers no reply on a closed inquiry', async () => {
    signedIn({
      'GET /api/inquiries/INQ-AAAA0001': ok({ inquiry: customerView({ status: 'closed', canReply: false }) }),
    });
    renderApp('/account/inquiries/INQ-AAAA0001');
    expect(
      await screen.findByText(/This inquiry is closed and cannot receive new messages/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Reply' })).not.toBeInTheDocument();
  });
});
