import { statusLabel } from '@market/domain';
import { escapeHtml } from './html.js';

export type RenderedEmail = { subject: string; text: string; html: string; template: string };

type Block = {
  heading: string;
  paragraphs: string[];
  code?: string;
  button?: { label: string; url: string };
  rows?: [string, string][];
};

/** One HTML layout for every message; content is escaped here, so callers pass plain text. */
function layout(block: Block): string {
  const paragraphs = block.paragraphs
    .map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const code = block.code
    ? `<p style="font-size:30px;letter-spacing:8px;font-weight:700;margin:18px 0;color:#312e81">${escapeHtml(block.code)}</p>`
    : '';
  const rows = block.rows
    ? `<table style="border-collapse:collapse;margin:8px 0 16px">${block.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#64748b">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = block.button
    ? `<p style="margin:22px 0"><a href="${escapeHtml(block.button.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.button.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:24px auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:28px"><p style="margin:0 0 18px;font-weight:700;color:#4f46e5">Marketplace</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(block.heading)}</h1>${paragraphs}${code}${rows}${button}<p style="margin:24px 0 0;color:#94a3b8;font-size:12px">You receive this e-mail because of an action on Marketplace. If it was not you, you can ignore it.</p></div></body></html>`;
}

function text(block: Block): string {
  const lines = [block.heading, '', ...block.paragraphs];
  if (block.code) lines.push('', block.code);
  if (block.rows) lines.push('', ...block.rows.map(([k, v]) => `${k}: ${v}`));
  if (block.button) lines.push('', `${block.button.label}: ${block.button.url}`);
  return `${lines.join('\n')}\n`;
}

function render(template: string, subject: string, block: Block): RenderedEmail {
  return { template, subject, text: text(block), html: layout(block) };
}

export const emails = {
  verificationCode(opts: { name: string; code: string; purpose: 'customer' | 'vendor' }): RenderedEmail {
    const what = opts.purpose === 'vendor' ? 'your vendor application' : 'your account';
    return render('verification-code', `Your verification code: ${opts.code}`, {
      heading: `Hello ${opts.name},`,
      paragraphs: [`Use this code to verify your e-mail address for ${what}. It expires in 10 minutes.`],
      code: opts.code,
    });
  },

  passwordResetCode(opts: { name: string; code: string }): RenderedEmail {
    return render('password-reset-code', `Your password reset code: ${opts.code}`, {
      heading: `Hello ${opts.name},`,
      paragraphs: [
        'We received a request to reset your password. Enter this code to choose a new one. It expires in 10 minutes.',
        'If you did not ask for this, your password stays as it is.',
      ],
      code: opts.code,
    });
  },

  applicationReceived(opts: {
    businessName: string;
    applicationId: string;
    statusUrl: string;
  }): RenderedEmail {
    return render('application-received', `Application received: ${opts.applicationId}`, {
      heading: `Thank you for applying, ${opts.businessName}!`,
      paragraphs: [
        'We have received your vendor application. Our team reviews applications in the order they arrive; you will receive an e-mail when it has been reviewed.',
        'Keep your application ID to check its status at any time.',
      ],
      rows: [['Application ID', opts.applicationId]],
      button: { label: 'Check application status', url: opts.statusUrl },
    });
  },

  applicationStatusChanged(opts: {
    businessName: string;
    applicationId: string;
    status: 'under_review' | 'approved' | 'rejected' | 'more_info_required';
    notes: string | null;
    statusUrl: string;
    loginUrl: string;
  }): RenderedEmail {
    const copy = {
      under_review: ['Your application is under review', 'Our team has started reviewing your application.'],
      approved: [
        'Your application has been approved',
        'Welcome aboard! Your vendor account has been created. Open the status page with your application ID to see your login e-mail and temporary password, then sign in and choose your own password.',
      ],
      rejected: [
        'Your application was not approved',
        'Unfortunately we could not approve your application. Please contact support if you would like to know more.',
      ],
      more_info_required: [
        'We need more information',
        'Our team needs more information to finish reviewing your application. Please contact support and quote your application ID.',
      ],
    }[opts.status];
    const paragraphs = [copy[1]!];
    if (opts.notes) paragraphs.push(`Notes from the review: ${opts.notes}`);
    return render(`application-${opts.status.replace(/_/g, '-')}`, `${copy[0]} (${opts.applicationId})`, {
      heading: `Hello ${opts.businessName},`,
      paragraphs,
      rows: [
        ['Application ID', opts.applicationId],
        ['Status', statusLabel('application', opts.status)],
      ],
      button:
        opts.status === 'approved'
          ? { label: 'See your login details', url: opts.statusUrl }
          : { label: 'Check application status', url: opts.statusUrl },
    });
  },

  orderConfirmation(opts: {
    name: string;
    orderNumber: string;
    lines: [string, string][];
    total: string;
    estimatedDelivery: string;
    orderUrl: string;
  }): RenderedEmail {
    return render('order-confirmation', `Order confirmed: ${opts.orderNumber}`, {
      heading: `Thank you for your order, ${opts.name}!`,
      paragraphs: [
        `We have received order ${opts.orderNumber}. Estimated delivery: ${opts.estimatedDelivery}.`,
        'You can follow your order and cancel it while it has not shipped.',
      ],
      rows: [...opts.lines, ['Total', opts.total]],
      button: { label: 'View your order', url: opts.orderUrl },
    });
  },

  listingReviewed(opts: {
    businessName: string;
    productTitle: string;
    approved: boolean;
    reason?: string;
    productUrl: string;
  }): RenderedEmail {
    return opts.approved
      ? render('listing-approved', `Your listing was approved: ${opts.productTitle}`, {
          heading: `Hello ${opts.businessName},`,
          paragraphs: [
            `An admin approved "${opts.productTitle}". Buyers see it on the storefront while its status is Active.`,
          ],
          button: { label: 'Open the product', url: opts.productUrl },
        })
      : render('listing-rejected', `Changes requested for your listing: ${opts.productTitle}`, {
          heading: `Hello ${opts.businessName},`,
          paragraphs: [
            `An admin reviewed "${opts.productTitle}" and asked for changes before buyers can see it.`,
            `Reason: ${opts.reason ?? ''}`,
            'Edit the product and save it: it goes back to the review queue.',
          ],
          button: { label: 'Edit the product', url: opts.productUrl },
        });
  },

  productDeactivated(opts: {
    businessName: string;
    productTitle: string;
    reason: string;
    productUrl: string;
  }): RenderedEmail {
    return render('product-deactivated', `Your product was deactivated: ${opts.productTitle}`, {
      heading: `Hello ${opts.businessName},`,
      paragraphs: [
        `An admin deactivated your product "${opts.productTitle}". Buyers no longer see it on the storefront.`,
        `Reason: ${opts.reason}`,
        'It stays inactive until an admin clears the moderation. Fix what the reason says, then contact support to have it reviewed.',
      ],
      button: { label: 'Open the product', url: opts.productUrl },
    });
  },

  productModerationCleared(opts: {
    businessName: string;
    productTitle: string;
    note: string;
    productUrl: string;
  }): RenderedEmail {
    const paragraphs = [
      `An admin cleared the moderation of your product "${opts.productTitle}". It is still inactive: you can reactivate it yourself from the product form or My Products.`,
    ];
    if (opts.note) paragraphs.push(`Note from the admin: ${opts.note}`);
    return render('product-moderation-cleared', `Moderation cleared: ${opts.productTitle}`, {
      heading: `Hello ${opts.businessName},`,
      paragraphs,
      button: { label: 'Open the product', url: opts.productUrl },
    });
  },

  inquiryMessage(opts: {
    name: string;
    inquiryNumber: string;
    subject: string;
    from: string;
    excerpt: string;
    url: string;
  }): RenderedEmail {
    return render('inquiry-message', `New message on inquiry ${opts.inquiryNumber}: ${opts.subject}`, {
      heading: `Hello ${opts.name},`,
      paragraphs: [`${opts.from} wrote about "${opts.subject}":`, opts.excerpt],
      rows: [['Inquiry', opts.inquiryNumber]],
      button: { label: 'Open the conversation', url: opts.url },
    });
  },

  orderStatusChanged(opts: {
    name: string;
    orderNumber: string;
    status: 'shipped' | 'delivered' | 'cancelled';
    sellerName: string;
    tracking?: { carrier: string | null; trackingNumber: string | null } | null;
    reason?: string | null;
    trackUrl: string;
  }): RenderedEmail {
    const copy = {
      shipped: [`Your order ${opts.orderNumber} has shipped`, `${opts.sellerName} has shipped your items.`],
      delivered: [
        `Your order ${opts.orderNumber} was delivered`,
        `${opts.sellerName} marked your items as delivered. Enjoy!`,
      ],
      cancelled: [
        `Part of your order ${opts.orderNumber} was cancelled`,
        `The items from ${opts.sellerName} were cancelled. You will not be charged for them.`,
      ],
    }[opts.status];
    // The status in the customer's words of the one vocabulary (decision 0045), as on their screens.
    const rows: [string, string][] = [
      ['Order', opts.orderNumber],
      ['Status', statusLabel('order', opts.status, 'customer')],
    ];
    if (opts.tracking?.trackingNumber) {
      rows.push(
        ['Carrier', opts.tracking.carrier ?? 'Other'],
        ['Tracking number', opts.tracking.trackingNumber],
      );
    }
    if (opts.reason) rows.push(['Reason', opts.reason]);
    return render(`order-${opts.status}`, copy[0]!, {
      heading: `Hello ${opts.name},`,
      paragraphs: [copy[1]!],
      rows,
      button: { label: 'Track your order', url: opts.trackUrl },
    });
  },

  refundSent(opts: {
    name: string;
    orderNumber: string;
    /** refundSentence's words: the one wording of the order page and the confirmation page. */
    sentence: string;
    trackUrl: string;
  }): RenderedEmail {
    return render('order-refund', `Refund for your order ${opts.orderNumber}`, {
      heading: `Hello ${opts.name},`,
      paragraphs: [`${opts.sentence}.`, 'Your bank may take a few days to show it on your statement.'],
      rows: [['Order', opts.orderNumber]],
      button: { label: 'See your order', url: opts.trackUrl },
    });
  },

  inventoryCriticalAlerts(opts: {
    businessName: string;
    alerts: Array<{ productName: string; productSku: string; message: string }>;
    inventoryUrl: string;
  }): RenderedEmail {
    const n = opts.alerts.length;
    return render('inventory-critical-alerts', `${n} product${n === 1 ? ' is' : 's are'} out of stock`, {
      heading: `Hello ${opts.businessName},`,
      paragraphs: [`These products ran out of stock since our last message:`],
      rows: opts.alerts.map((a) => [
        a.productSku ? `${a.productName} (${a.productSku})` : a.productName,
        a.message,
      ]),
      button: { label: 'Open your inventory', url: opts.inventoryUrl },
    });
  },
};
