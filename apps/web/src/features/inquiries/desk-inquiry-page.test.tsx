import { INQUIRY_LIMITS } from '@market/domain';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { pdfFile, textAsImage } from '@/test/file-fixtures';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { makeDeskInquiry } from '@/test/inquiry-fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/api/vendors/inquiries/INQ-AAAA0001';

function open(routes: Parameters<typeof mockApi>[0], path = '/vendor/inquiries/INQ-AAAA0001') {
  storeVendorSession(makeVendor());
  return {
    ...mockApi({ 'GET /api/auth/me': ok(vendorMe(makeVendor())), ...routes }),
    ...renderApp(path),
  };
}

describe('/vendor/inquiries/:inquiryId', () => {
  it('shows the header, the conversation sides as text, the notes, customer and details panels', async () => {
    open({ [`GET ${PATH}`]: ok({ inquiry: makeDeskInquiry() }) });
    expect(await screen.findByRole('heading', { name: 'Inquiry #INQ-AAAA0001' })).toBeInTheDocument();
    const [customer, vendor] = screen.getAllByTestId('inquiry-message');
    expect(customer).toHaveAttribute('data-side', 'customer');
    expect(customer).toHaveClass('justify-start');
    // Text stays text: no HTML is interpreted.
    expect(customer).toHaveTextContent('Does it fit a 60 cm desk? <b>thanks</b>');
    expect(customer?.querySelector('b')).toBeNull();
    expect(within(customer!).getByRole('button', { name: /desk\.png/ })).toBeInTheDocument();
    expect(vendor).toHaveClass('justify-end');
    const notes = screen.getAllByTestId('internal-note');
    expect(notes[0]).toHaveTextContent('Added by System');
    expect(notes[1]).toHaveTextContent('Added by Dana Trader');
    expect(screen.getByText('+1 555 0100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desk Lamp' })).toHaveAttribute('href', '/product/p-lamp');
    expect(screen.getByRole('button', { name: 'Mark Resolved' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Inquiry' })).not.toBeInTheDocument();
  });

  it('offers Close Inquiry only when the inquiry is resolved, and says so once changed', async () => {
    const { user, calls } = open({
      [`GET ${PATH}`]: ok({
        inquiry: makeDeskInquiry({
          status: 'resolved',
          statusActions: ['in_progress', 'waiting_customer', 'closed'],
          rating: 4,
        }),
      }),
      [`PUT ${PATH}/status`]: ok(
        { inquiry: makeDeskInquiry({ status: 'closed' }) },
        'Status updated successfully',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Close Inquiry' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'closed' });
    expect(screen.getByTestId('inquiry-rating')).toHaveTextContent('4/5');
  });

  it('refuses an empty reply, then sends one', async () => {
    const { user, calls } = open({
      [`GET ${PATH}`]: ok({ inquiry: makeDeskInquiry() }),
      [`POST ${PATH}/reply`]: ok({ message: makeDeskInquiry().messages[1] }, 'Message sent successfully'),
    });
    const send = await screen.findByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your reply'), '   ');
    await user.click(send);
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your reply'));
    await user.type(screen.getByLabelText('Your reply'), ' It fits. ');
    await user.click(send);
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'It fits.' });
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it("limits the reply to the server's length and checks its files on selection, beside each file", async () => {
    const { user, calls } = open({
      [`GET ${PATH}`]: ok({ inquiry: makeDeskInquiry() }),
      [`POST ${PATH}/reply`]: ok({ message: makeDeskInquiry().messages[1] }, 'Message sent successfully'),
    });
    const reply = await screen.findByLabelText('Your reply');
    expect(reply).toHaveAttribute('maxlength', String(INQUIRY_LIMITS.messageMaxChars));
    const input = reply.closest('form')!.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [textAsImage('scan.jpg'), pdfFile('invoice.pdf')] } });
    expect(await screen.findByTestId('refused-file')).toHaveTextContent(
      'scan.jpg: Attachments must be images (JPEG, PNG, GIF, WEBP) or PDF files',
    );
    const toSend = await screen.findByRole('list', { name: 'Files to send' });
    expect(
      within(toSend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('invoice.pdf')]);
    expect(screen.queryByRole('button', { name: 'Remove scan.jpg' })).toBeNull();
    await user.type(reply, 'Invoice attached');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect((body.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['invoice.pdf']);
    // A sent reply starts afresh: no message left about the earlier choice.
    expect(screen.queryByTestId('refused-file')).toBeNull();
  });

  it("says 'Failed to send message' when the reply fails without a reason", async () => {
    const { user } = open({
      [`GET ${PATH}`]: ok({ inquiry: makeDeskInquiry() }),
      [`POST ${PATH}/reply`]: fail(500, 'INTERNAL', ''),
    });
    await user.type(await screen.findByLabelText('Your reply'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });

  it('adds an internal note from the modal, refusing a blank one', async () => {
    const { user, calls } = open({
      [`GET ${PATH}`]: ok({ inquiry: makeDeskInquiry() }),
      [`POST ${PATH}/notes`]: ok(
        {
          note: { _id: 'n3', note: 'Call back', addedBy: { name: 'Dana' }, addedAt: '2026-11-20T11:00:00Z' },
        },
        'Internal note added successfully',
      ),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add Internal Note' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Internal Note' });
    const add = within(dialog).getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    expect(within(dialog).getByLabelText('Note')).toHaveAttribute(
      'maxlength',
      String(INQUIRY_LIMITS.noteMaxChars),
    );
    await user.type(within(dialog).getByLabelText('Note'), '  ');
    await user.click(add);
    expect(within(dialog).getByText('Please enter a note')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note'), 'Call back');
    await user.click(add);
    expect(await screen.findByText('Internal note added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/notes'))?.body).toEqual({ note: 'Call back' });
  });

  it('shows the empty conversation text', async () => {
    open({ [`GET ${PATH}`]: ok({ inquiry: makeDeskInquiry({ messages: [], internalNotes: [] }) }) });
    expect(
      await screen.findByText('No messages yet. Start the conversation by sending a message.'),
    ).toBeInTheDocument();
  });

  it("says 'Inquiry not found' with 'Back to Inquiries' for a missing or foreign inquiry", async () => {
    open({ [`GET ${PATH}`]: fail(404, 'NOT_FOUND', 'Inquiry not found') });
    expect(await screen.findByRole('heading', { name: 'Inquiry not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Inquiries' })).toHaveAttribute(
      'href',
      '/vendor/inquiries',
    );
  });

  it("lets an admin answer a vendor's inquiry for the marketplace and shows its replies as the marketplace's", async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const marketplaceReply = {
      _id: 'm3',
      message: 'We asked the seller to check.',
      isVendorMessage: true,
      senderName: 'Marketplace team',
      fromMarketplace: true,
      attachments: [],
      timestamp: '2026-11-20T11:00:00.000Z',
      readAt: null,
    };
    const { calls } = mockApi({
      'GET /api/auth/me': ok({
        user: {
          _id: 'u-a',
          name: 'Ada Admin',
          email: 'admin@demo.test',
          role: 'admin',
          phone: null,
          mustChangePassword: false,
        },
        vendor: null,
        impersonatedBy: null,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
      'GET /api/admin/inquiries/INQ-AAAA0001': ok({ inquiry: makeDeskInquiry({ steppingIn: true }) }),
      'POST /api/admin/inquiries/INQ-AAAA0001/reply': ok(
        { message: marketplaceReply },
        'Message sent successfully',
      ),
    });
    const { user } = renderApp('/admin/inquiries/INQ-AAAA0001');
    expect(
      await screen.findByText(
        'You are answering for the marketplace on an inquiry addressed to Demo Traders: the customer and the vendor see your replies as from the Marketplace team.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Status Actions')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Internal Note' }).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Your reply'), 'We asked the seller to check.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      message: 'We asked the seller to check.',
    });
  });

  it('marks the marketplace’s messages with a Marketplace badge', async () => {
    const inquiry = makeDeskInquiry();
    inquiry.messages.push({
      _id: 'm3',
      message: 'The marketplace stepped in.',
      isVendorMessage: true,
      senderName: 'Marketplace team',
      fromMarketplace: true,
      attachments: [],
      timestamp: '2026-11-20T11:00:00.000Z',
      readAt: null,
    });
    open({ [`GET ${PATH}`]: ok({ inquiry }) });
    expect(await screen.findByText('The marketplace stepped in.')).toBeInTheDocument();
    const badges = screen.getAllByTestId('marketplace-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('Marketplace');
    expect(badges[0]?.closest('li')).toHaveTextContent('Marketplace team');
  });
});
