// 'Export for accounts' (decision 167): one row per GST document issued in a range of days, read
// from what each document froze at issue (customer, GSTIN, place of supply, amounts), with the
// mode and reference of the payment a receipt voucher acknowledges. A file Excel opens as it is
// (UTF-8 with a byte-order mark, CRLF) and that cannot run a formula (csv-stringify's
// escape_formulas), as the leads' export.
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { PAYMENT_MODE_LABELS, TAX_DOCUMENT_LABELS } from '#db/enums.ts';
import type { PaymentMode, TaxDocumentKind } from '#db/enums.ts';
import { audit } from '#app/lib/audit.server.ts';
import { ACCOUNTS_EXPORT_COLUMNS, rupeesForAccounts } from '#app/features/billing/payments-screen/accounts-export.ts';
import type { AccountsExportRange } from '#app/features/billing/payments-screen/accounts-export.ts';
import type { DocumentParticulars } from '#app/features/billing/documents.server.ts';

const BOM = '\uFEFF';

type ExportRow = {
  issued_on: string;
  kind: TaxDocumentKind;
  number: string;
  particulars: DocumentParticulars;
  taxable_paise: number | string;
  cgst_paise: number | string;
  sgst_paise: number | string;
  igst_paise: number | string;
  total_paise: number | string;
  mode: PaymentMode | null;
  reference: string | null;
};

/** The rows of the file, header first, oldest document first (then by number). */
export async function accountsExportRows(
  db: Database,
  range: AccountsExportRange,
  { assignedTo }: { assignedTo: string | null },
): Promise<string[][]> {
  const scope = assignedTo
    ? sql`and exists (select 1 from customer_projects cp join contact_submissions c on c.id = cp.lead_id where cp.id = d.project_id and c.assigned_to = ${assignedTo}::uuid)`
    : sql``;
  const { rows } = await db.execute<ExportRow>(sql`
    select d.issued_on::text as issued_on, d.kind, d.number, d.particulars, d.taxable_paise, d.cgst_paise, d.sgst_paise,
      d.igst_paise, d.total_paise, p.mode, p.reference
    from tax_documents d
    left join payments p on p.id = d.payment_id
    where d.issued_on between ${range.from}::date and ${range.to}::date ${scope}
    order by d.issued_on, d.issued_at, d.number`);
  return [
    [...ACCOUNTS_EXPORT_COLUMNS],
    ...rows.map((row) => {
      const particulars = row.particulars;
      return [
        row.issued_on,
        TAX_DOCUMENT_LABELS[row.kind],
        row.number,
        particulars.customer.name,
        particulars.customer.gstin ?? '',
        particulars.placeOfSupply.label,
        rupeesForAccounts(Number(row.taxable_paise)),
        rupeesForAccounts(Number(row.cgst_paise)),
        rupeesForAccounts(Number(row.sgst_paise)),
        rupeesForAccounts(Number(row.igst_paise)),
        rupeesForAccounts(Number(row.total_paise)),
        row.mode ? PAYMENT_MODE_LABELS[row.mode] : '',
        row.reference ?? '',
      ];
    }),
  ];
}

/** The file, recorded in the audit log (who, the range, how many documents). */
export async function exportForAccounts(
  db: Database,
  range: AccountsExportRange,
  { assignedTo, actorId }: { assignedTo: string | null; actorId: string },
): Promise<string> {
  const rows = await accountsExportRows(db, range, { assignedTo });
  await audit(db, { actorId, action: 'payments.export', entity: 'tax_document', details: { ...range, rows: rows.length - 1 } });
  return BOM + stringify(rows, { escape_formulas: true, record_delimiter: 'windows' });
}

export function accountsExportFileName(range: AccountsExportRange): string {
  return `documents-${range.from}-to-${range.to}.csv`;
}
