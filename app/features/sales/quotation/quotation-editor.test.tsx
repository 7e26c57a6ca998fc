// The editor as the server renders it: 'Send to customer' waits for the studio's details, with a
// link to 'Quotation settings' for an Admin, and the editor's markup is valid HTML.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QuotationEditor } from '#app/features/sales/quotation/quotation-editor.tsx';
import type { EditorProps } from '#app/features/sales/quotation/quotation-editor.tsx';
import { sampleVersion } from '#app/features/sales/quotation/sample-quotation.ts';
import { nuErrors } from '../../../../tests/e2e/support/nu-validator.ts';

function editorHtml(studio: EditorProps['studio']): string {
  const Stub = createRoutesStub([
    {
      path: '/admin/leads/:leadId/quotation',
      Component: () => (
        <QuotationEditor leadId="lead-1" leadName="Priya Rao" number={1} content={sampleVersion(6).content} studio={studio} />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/admin/leads/lead-1/quotation']} />);
}

describe('the quotation editor', () => {
  it("keeps 'Send to customer' disabled, saying why and linking to 'Quotation settings', until the studio's details are in", () => {
    const sendButton = (html: string) => /<button[^>]*value="send"[^>]*>/.exec(html)![0];
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

    const blocked = editorHtml({ missing: ['legal name', 'address', 'GSTIN'], canEdit: true });
    expect(sendButton(blocked)).toContain('disabled=""');
    expect(text(blocked)).toContain("Before sending, fill in the studio's legal name, address and GSTIN in Quotation settings.");
    expect(blocked).toMatch(/<a [^>]*href="\/admin\/quotation-settings"[^>]*>Quotation settings<\/a>/);

    const forSales = editorHtml({ missing: ['GSTIN'], canEdit: false });
    expect(sendButton(forSales)).toContain('disabled=""');
    expect(text(forSales)).toContain("Before sending, an Admin must fill in the studio's GSTIN in 'Quotation settings'.");
    expect(forSales).not.toContain('href="/admin/quotation-settings"');

    const ready = editorHtml({ missing: [], canEdit: true });
    expect(sendButton(ready)).not.toContain('disabled=""');
    expect(text(ready)).not.toContain('Before sending');
  });

  it('is valid HTML (the Nu HTML Checker finds no error)', async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quotation</title></head><body>${editorHtml({
      missing: ['GSTIN'],
      canEdit: true,
    })}</body></html>`;
    expect(await nuErrors([{ name: 'quotation editor', html }])).toEqual([]);
  });
});
