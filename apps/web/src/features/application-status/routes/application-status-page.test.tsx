import { APPLICATION_STATUS_TEXT, type ApplicationStatus, ONBOARDING_MESSAGES } from '@market/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, heldResponse, mockApi, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Whole-app journeys with many keystrokes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function statusResult(status: string, overrides: Record<string, unknown> = {}) {
  return {
    applicationId: 'APP-2026-104233',
    businessName: 'Sunrise Ceramics',
    status,
    message: 'from the server',
    submittedAt: '2026-03-02T10:00:00.000Z',
    reviewedAt: null,
    notes: null,
    loginCredentials: null,
    ...overrides,
  };
}

const statusRoute = 'GET /api/vendors/application-status/APP-2026-104233';

describe('/vendor/application-status', () => {
  it('asks for an id before checking, with the header, footer and help links', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/vendor/application-status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your application status' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Application ID');
    expect(field).toHaveAttribute('placeholder', 'APP-2024-001234');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(screen.getByText(ONBOARDING_MESSAGES.enterApplicationId)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'A');
    expect(screen.queryByText(ONBOARDING_MESSAGES.enterApplicationId)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const href of [
      '/',
      '/vendor/login',
      '/vendor/register',
      '/contact',
      '/faq',
      '/help',
      'mailto:support@marketplace.local',
      'tel:+1-555-0100',
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it('checks the trimmed id, showing Checking... meanwhile', async () => {
    const held = heldResponse();
    const { calls } = mockApi({ [statusRoute]: held.handler });
    const { user, router } = renderApp('/vendor/application-status');
    await user.type(await screen.findByLabelText('Application ID'), '  APP-2026-104233  ');
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    // 'Checking...' shows with the new ?id= before the page has sent its request.
    await waitFor(() => expect(calls[0]?.path).toBe('/api/vendors/application-status/APP-2026-104233'));
    expect(router.state.location.search).toBe('?id=APP-2026-104233');
    await act(async () => held.release(ok(statusResult('submitted'))));
    expect(await screen.findByText(APPLICATION_STATUS_TEXT.submitted.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Application ID')).toHaveValue('APP-2026-104233');
  });

  it.each<[ApplicationStatus, string[]]>([
    ['draft', []],
    ['submitted', []],
    ['under_review', []],
    ['approved', ['Login to Your Account']],
    ['rejected', ['Submit New Application']],
    ['more_info_required', ['Contact Support']],
  ])('explains the %s status with its next steps', async (status, actions) => {
    mockApi({ [statusRoute]: ok(statusResult(status)) });
    renderApp('/vendor/application-status?id=APP-2026-104233');
    const region = await screen.findByRole('region', { name: 'Application status' });
    expect(within(region).getByText(APPLICATION_STATUS_TEXT[status].label)).toBeInTheDocument();
    expect(within(region).getByText(APPLICATION_STATUS_TEXT[status].message)).toBeInTheDocument();
    expect(within(region).getByText('APP-2026-104233')).toBeInTheDocument();
    expect(within(region).getByText('Sunrise Ceramics')).toBeInTheDocument();
    expect(within(region).getByText('Submitted on')).toBeInTheDocument();
    expect(within(region).queryByText('Reviewed on')).not.toBeInTheDocument();
    expect(within(region).queryByText('Review notes')).not.toBeInTheDocument();

    const next = screen.getByRole('region', { name: "What's Next" });
    expect(within(next).getByRole('button', { name: 'Check Another Application' })).toBeInTheDocument();
    for (const name of ['Login to Your Account', 'Submit New Application', 'Contact Support']) {
      if (actions.includes(name)) expect(within(next).getByRole('link', { name })).toBeInTheDocument();
      else expect(within(next).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    if (status === 'approved')
      expect(within(next).getByRole('link', { name: 'Login to Your Account' })).toHaveAttribute(
        'href',
        '/vendor/login',
      );
    if (status === 'rejected')
      expect(within(next).getByRole('link', { name: 'Submit New Application' })).toHaveAttribute(
        'href',
        '/vendor/register',
      );
    if (status === 'more_info_required')
      expect(within(next).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(
        /^mailto:support@marketplace\.local/,
      );
    expect(screen.queryByRole('heading', { name: 'Your login credentials' })).not.toBeInTheDocument();
  });

  it('shows the reviewed date and the review notes when present; an unknown status has its sentence', async () => {
    mockApi({
      [statusRoute]: ok(
        statusResult('mystery', {
          reviewedAt: '2026-03-05T15:30:00.000Z',
          notes: 'Please send a utility bill.',
        }),
      ),
    });
    renderApp('/vendor/application-status?id=APP-2026-104233');
    expect(await screen.findByText('Application status unknown.')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('Reviewed on')).toBeInTheDocument();
    expect(screen.getByText(/Mar 5, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Review notes')).toBeInTheDocument();
    expect(screen.getByText('Please send a utility bill.')).toBeInTheDocument();
  });

  it('shows the credentials of an approved application with copy buttons and the warning', async () => {
    // This browser submitted the application: it holds the status key and sends it.
    localStorage.setItem(
      'applicationStatusKeys',
      JSON.stringify({ 'APP-2026-104233': 'key-of-this-browser' }),
    );
    const { calls } = mockApi({
      [statusRoute]: ok(
        statusResult('approved', {
          reviewedAt: '2026-03-05T15:30:00.000Z',
          loginCredentials: {
            email: 'studio@newhorizon.test',
            password: 'Welcome2Horizon',
            loginUrl: 'http://localhost:3000/vendor/login',
          },
        }),
      ),
    });
    const { user } = renderApp('/vendor/application-status?id=APP-2026-104233');
    const card = (await screen.findByRole('heading', { name: 'Your login credentials' })).closest('section')!;
    expect(calls[0]?.headers.get('X-Application-Key')).toBe('key-of-this-browser');
    const inCard = within(card);
    expect(inCard.getByText('studio@newhorizon.test')).toBeInTheDocument();
    expect(inCard.getByText('Welcome2Horizon')).toBeInTheDocument();
    expect(inCard.getByText(/please change this password after your first login/i)).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: /localhost:3000\/vendor\/login/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/vendor/login',
    );

    await user.click(inCard.getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('Welcome2Horizon');
    expect(inCard.getByRole('button', { name: 'Copy password' })).toHaveTextContent('Copied');
    await user.click(inCard.getByRole('button', { name: 'Copy login email' }));
    expect(await navigator.clipboard.readText()).toBe('studio@newhorizon.test');
  });

  it('another browser (no status key) sends none and is told where the credentials are shown', async () => {
    const { calls } = mockApi({ [statusRoute]: ok(statusResult('approved')) });
    renderApp('/vendor/application-status?id=APP-2026-104233');
    const note = (await screen.findByRole('heading', { name: 'Login credentials' })).closest('section')!;
    expect(calls[0]?.headers.get('X-Application-Key')).toBeNull();
    expect(
      within(note).getByText(
        /the temporary password is shown only in the browser the application was sent from/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your login credentials' })).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown id, and the network message when offline", async () => {
    let offline = false;
    mockApi({
      'GET /api/vendors/application-status/APP-0000-000000': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return fail(404, 'APPLICATION_NOT_FOUND', 'Application not found');
      },
    });
    const { user } = renderApp('/vendor/application-status?id=APP-0000-000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
    offline = true;
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING_MESSAGES.statusCheckNetwork),
    );
  });

  it('checks another application: clears the result and the field', async () => {
    mockApi({ [statusRoute]: ok(statusResult('submitted')) });
    const { user, router } = renderApp('/vendor/application-status?id=APP-2026-104233');
    await screen.findByText(APPLICATION_STATUS_TEXT.submitted.message);
    await user.click(screen.getByRole('button', { name: 'Check Another Application' }));
    expect(screen.queryByText(APPLICATION_STATUS_TEXT.submitted.message)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Application ID')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });
});
