import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDataRows, fileProblem } from './components/import-dialog';
import { openInventory } from './test/inventory-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

type Answer = { status: number; body: unknown };

/** A stand-in XMLHttpRequest (jsdom's would go to the network): reports upload progress, then answers. */
function fakeXhr(answers: Answer[]) {
  const sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      const answer = answers.shift()!;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        }, 20);
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const csv = (text: string, name = 'inventory.csv') => new File([text], name, { type: 'text/csv' });
const HEADER = 'SKU,Product,Current,Reserved,Available,Threshold,Reorder Point,Reorder Quantity,Status,Value';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inventory import', () => {
  it('refuses a file that is not CSV or over 5 MB before uploading, and counts data rows', () => {
    expect(fileProblem(csv('x', 'stock.xlsx'))).toBe('Please upload a CSV file');
    expect(fileProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv'))).toBe(
      'The file is larger than 5 MB',
    );
    expect(fileProblem(csv('x'))).toBeNull();
    expect(countDataRows(`${HEADER}\r\nA,1\r\n\r\nB,2\n`)).toBe(2);
    expect(countDataRows('')).toBe(0);
  });

  it('shows the row report of a refused file (nothing changed), then imports the corrected one', async () => {
    const sent = fakeXhr([
      {
        status: 400,
        body: {
          success: false,
          code: 'IMPORT_INVALID',
          message: 'The file has 1 error; nothing was imported',
          rows: [{ row: 3, column: 'Current', message: 'Current must be a whole number' }],
          details: [{ path: 'rows.3.Current', message: 'Current must be a whole number' }],
        },
      },
      {
        status: 200,
        body: {
          success: true,
          message: 'Imported: 2 items changed',
          data: { rows: 2, changed: 2, unchanged: 0, durationMs: 340 },
        },
      },
    ]);
    const { user } = openInventory('/vendor/inventory?tab=inventory');
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import inventory' }));
    expect(dialog.getByRole('button', { name: 'Import file' })).toBeDisabled();

    await user.upload(dialog.getByLabelText('CSV file'), csv(`${HEADER}\nLAMP-01,,45\nMUG-01,,abc\n`));
    await user.click(dialog.getByRole('button', { name: 'Import file' }));
    expect(await dialog.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(dialog.getByText(/2 rows/)).toBeInTheDocument();
    expect(await dialog.findByText('The file has 1 error; nothing was imported')).toBeInTheDocument();
    expect(dialog.getByText(/Nothing was changed/)).toBeInTheDocument();
    const report = within(dialog.getByRole('table', { name: 'Import errors' }));
    expect(report.getByRole('row', { name: '3 Current Current must be a whole number' })).toBeInTheDocument();
    expect(sent[0]!.url).toBe('/api/vendors/inventory/import');
    expect(sent[0]!.headers.Authorization).toBe('Bearer vendor-token');
    expect((sent[0]!.body.get('file') as File).name).toBe('inventory.csv');

    await user.upload(
      dialog.getByLabelText('CSV file'),
      csv(`${HEADER}\nLAMP-01,,45\nMUG-01,,12\n`, 'fixed.csv'),
    );
    expect(dialog.queryByRole('table', { name: 'Import errors' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Import file' }));
    expect(await dialog.findByText('Imported: 2 items changed')).toBeInTheDocument();
    expect(dialog.getByText('2 rows read: 2 changed, 0 unchanged, in 0.3 s.')).toBeInTheDocument();
    expect((sent[1]!.body.get('file') as File).name).toBe('fixed.csv');
    // The footer's Close (the header's close button is the other one).
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refused upload (415) beside the file field', async () => {
    fakeXhr([
      {
        status: 415,
        body: { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a CSV file' },
      },
    ]);
    const { user } = openInventory('/vendor/inventory?tab=inventory');
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import inventory' }));
    await user.upload(dialog.getByLabelText('CSV file'), csv('not,really\ncsv'));
    await user.click(dialog.getByRole('button', { name: 'Import file' }));
    const message = await dialog.findByText('Please upload a CSV file');
    expect(message.id).toBe(dialog.getByLabelText('CSV file').getAttribute('aria-describedby'));
  });
});
