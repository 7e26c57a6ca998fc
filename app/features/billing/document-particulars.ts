// What a GST document prints, as frozen at issue in tax_documents.particulars (decision 162): the
// shape the issuing code writes and the page, the PDF and the e-mail read, in a module of its own
// so that those readers do not import the issuing code.
import type { PaymentMode } from '#db/enums.ts';

/** A tax column as printed: its rate and amount; null where the document has none of it. */
export type PrintedTax = { ratePercent: number; amountPaise: number } | null;

export type DocumentLine = {
  description: string;
  sac: string;
  taxablePaise: number;
  cgst: PrintedTax;
  sgst: PrintedTax;
  igst: PrintedTax;
  totalPaise: number;
};

/** Everything a GST document prints, frozen at issue (tax_documents.particulars). */
export type DocumentParticulars = {
  title: 'Receipt voucher' | 'Tax invoice' | 'Credit note';
  number: string;
  /** India's calendar: '2026-11-29'. */
  issuedOn: string;
  studio: { legalName: string; address: string; gstin: string };
  customer: { name: string; address: string; gstin: string | null };
  placeOfSupply: { code: string; name: string; label: string };
  lines: DocumentLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  totalInWords: string;
  reverseCharge: 'No';
  /** A tax invoice: the receipt vouchers it settles. */
  settles: Array<{ number: string; issuedOn: string; totalPaise: number }>;
  /** A receipt voucher: the payment it acknowledges. */
  payment: { receivedOn: string; mode: PaymentMode; reference: string } | null;
  /** A credit note: the invoice it corrects, and why. */
  corrects: { number: string; issuedOn: string; reason: string } | null;
};
