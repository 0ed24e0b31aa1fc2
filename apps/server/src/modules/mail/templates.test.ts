import { statusLabel } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { emails } from './templates.js';

describe('e-mails name statuses in the words of the vocabulary (decision 0045)', () => {
  it.each(['shipped', 'delivered', 'cancelled'] as const)(
    'the %s e-mail gives the customer’s status label',
    (status) => {
      const mail = emails.orderStatusChanged({
        name: 'Ann',
        orderNumber: 'IT-1',
        status,
        sellerName: 'Alpha Goods',
        trackUrl: 'http://localhost/track-order/IT-1',
      });
      expect(mail.text).toContain(`Status: ${statusLabel('order', status, 'customer')}`);
      expect(mail.html).toContain(statusLabel('order', status, 'customer'));
      expect(mail.text).not.toMatch(/Status: [a-z]/);
    },
  );

  it.each(['under_review', 'approved', 'rejected', 'more_info_required'] as const)(
    'the application %s e-mail gives the status label of the status page',
    (status) => {
      const mail = emails.applicationStatusChanged({
        businessName: 'Alpha Goods',
        applicationId: 'APP-2026-000001',
        status,
        notes: null,
        statusUrl: 'http://localhost/vendor/application-status',
        loginUrl: 'http://localhost/vendor/login',
      });
      expect(mail.text).toContain(`Status: ${statusLabel('application', status)}`);
      expect(mail.text).not.toContain(`Status: ${status}\n`);
    },
  );
});
