// The project page's actions on the core: 'Record payment', 'Reverse payment', 'Issue invoice'
// ('Mark reached' alike) and 'Credit note'. The route has checked the member's role for the
// intent; here the project must be one the member may see, and what the form names (a milestone,
// a payment, an invoice) must belong to it. Refused forms answer 400 with field messages, a state
// that forbids the step 409, a project or thing that is not there 404.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { payments, projectMilestones, taxDocuments } from '#db/schema.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { chosenPhoto, photoSizeProblem } from '#app/lib/private-files/photo-rules.ts';
import { PhotoError } from '#app/lib/private-files/photo.server.ts';
import { discardPrivateFile, privateStores, storePrivatePhoto } from '#app/lib/private-files/private-files.server.ts';
import type { PrivateStores } from '#app/lib/private-files/storage.server.ts';
import type { PrivateFileRow } from '#db/schema.ts';
import { recordPayment, reversePayment } from '#app/features/billing/payments.server.ts';
import { DocumentError, issueCreditNote, issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { PAYMENT_TEXTS } from '#app/features/billing/payment-forms.ts';
import {
  creditNoteFormSchema,
  recordPaymentFormSchema,
  recordPaymentInput,
  reversePaymentFormSchema,
} from '#app/features/billing/projects/project-forms.ts';
import { visibleProjectOf } from '#app/features/billing/projects/project-page.server.ts';
import type { Member } from '#app/features/billing/projects/project-page.server.ts';

export type ProjectActionBody = {
  ok: boolean;
  intent: string;
  fieldErrors?: Record<string, string[]>;
  error?: string;
  needsConfirmation?: boolean;
  duePaise?: number;
  documentNumber?: string | null;
};

export const PROJECT_ACTION_TEXTS = {
  missing: 'This project does not exist.',
  unknown: 'Unknown action.',
  milestone: 'That milestone is not on this project.',
  payment: 'That payment is not on this project.',
  invoice: 'That tax invoice is not on this project.',
  alreadyReversed: 'This payment has already been reversed.',
  isReversal: 'A reversal cannot itself be reversed.',
} as const;

type Answer = { status: number; body: ProjectActionBody };

/** Document refusals the step's state causes (409); the others are the form's or the studio's (400). */
const CONFLICTS = new Set(['alreadyInvoiced', 'creditTooLarge']);

export async function projectAction(
  db: Database,
  {
    projectId,
    intent,
    form,
    member,
    stores,
  }: { projectId: string; intent: string; form: FormData; member: Member; stores?: PrivateStores },
): Promise<Answer> {
  // Where a proof photo goes: the server's own stores unless a test names others.
  const photoStores = () => stores ?? privateStores();
  const refuse = (status: number, rest: Omit<ProjectActionBody, 'ok' | 'intent'>): Answer => ({
    status,
    body: { ok: false, intent, ...rest },
  });
  if (!(await visibleProjectOf(db, projectId, member))) return refuse(404, { error: PROJECT_ACTION_TEXTS.missing });
  try {
    switch (intent) {
      case 'record-payment': {
        const photo = chosenPhoto(form, 'proof');
        const sizeProblem = photo ? photoSizeProblem(photo) : null;
        if (sizeProblem) return refuse(photo!.size > 0 ? 413 : 400, { fieldErrors: { proof: [sizeProblem] } });
        const submission = parseForm(form, recordPaymentFormSchema);
        if (submission.status !== 'success') return refuse(400, { fieldErrors: fieldErrors(submission.error) });
        if (!(await milestoneOn(db, projectId, submission.value.milestoneId)))
          return refuse(404, { fieldErrors: { milestoneId: [PAYMENT_TEXTS.milestone] }, error: PROJECT_ACTION_TEXTS.milestone });
        // The photo is processed and stored before the payment's transaction, and dropped again
        // when the payment is not recorded (a confirmation asked for, a refusal, an error).
        let proof: PrivateFileRow | null = null;
        if (photo) {
          try {
            proof = await storePrivatePhoto(db, photoStores().current, {
              bytes: new Uint8Array(await photo.arrayBuffer()),
              owner: { kind: 'customer_project', id: projectId },
              purpose: 'payment_proof',
              createdBy: member.id,
            });
          } catch (error) {
            if (error instanceof PhotoError) return refuse(error.status, { fieldErrors: { proof: [error.message] } });
            throw error;
          }
        }
        let result: Awaited<ReturnType<typeof recordPayment>>;
        try {
          result = await recordPayment(db, { ...recordPaymentInput(submission.value), proofFileId: proof?.id ?? null }, member.id);
        } catch (error) {
          if (proof) await discardPrivateFile(db, photoStores(), proof);
          throw error;
        }
        if (!result.ok && proof) await discardPrivateFile(db, photoStores(), proof);
        if (result.ok) return { status: 201, body: { ok: true, intent, documentNumber: result.receiptVoucher?.number ?? null } };
        if ('needsConfirmation' in result) return refuse(409, { needsConfirmation: true, duePaise: result.duePaise });
        return refuse(400, { fieldErrors: result.fieldErrors });
      }
      case 'reverse-payment': {
        const submission = parseForm(form, reversePaymentFormSchema);
        if (submission.status !== 'success') return refuse(400, { fieldErrors: fieldErrors(submission.error) });
        const [payment] = await db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.id, submission.value.paymentId), eq(payments.projectId, projectId)));
        if (!payment) return refuse(404, { error: PROJECT_ACTION_TEXTS.payment });
        const result = await reversePayment(db, payment.id, submission.value.reason, member.id);
        if (result.ok) return { status: 201, body: { ok: true, intent } };
        if ('fieldErrors' in result) return refuse(400, { fieldErrors: result.fieldErrors });
        if (result.reason === 'not-found') return refuse(404, { error: PROJECT_ACTION_TEXTS.payment });
        return refuse(409, {
          error: result.reason === 'already-reversed' ? PROJECT_ACTION_TEXTS.alreadyReversed : PROJECT_ACTION_TEXTS.isReversal,
        });
      }
      case 'issue-invoice':
      case 'mark-reached': {
        const milestoneId = String(form.get('milestoneId') ?? '');
        if (!(await milestoneOn(db, projectId, milestoneId))) return refuse(404, { error: PROJECT_ACTION_TEXTS.milestone });
        const invoice = await issueTaxInvoice(db, milestoneId, member.id);
        return { status: 201, body: { ok: true, intent, documentNumber: invoice.number } };
      }
      case 'credit-note': {
        const submission = parseForm(form, creditNoteFormSchema);
        if (submission.status !== 'success') return refuse(400, { fieldErrors: fieldErrors(submission.error) });
        const { invoiceId, whole, amount, reason } = submission.value;
        const [invoice] = await db
          .select({ id: taxDocuments.id })
          .from(taxDocuments)
          .where(and(eq(taxDocuments.id, invoiceId), eq(taxDocuments.projectId, projectId), eq(taxDocuments.kind, 'tax_invoice')));
        if (!invoice) return refuse(404, { error: PROJECT_ACTION_TEXTS.invoice });
        const note = await issueCreditNote(db, invoice.id, whole === 'yes' ? { whole: true } : { amountPaise: amount! }, reason, member.id);
        return { status: 201, body: { ok: true, intent, documentNumber: note.number } };
      }
      default:
        return refuse(400, { error: PROJECT_ACTION_TEXTS.unknown });
    }
  } catch (error) {
    if (error instanceof DocumentError) {
      const field = error.problem === 'creditTooLarge' || error.problem === 'creditAmount' ? 'amount' : null;
      return refuse(CONFLICTS.has(error.problem) ? 409 : 400, {
        error: error.message,
        ...(field ? { fieldErrors: { [field]: [error.message] } } : {}),
      });
    }
    throw error;
  }
}

async function milestoneOn(db: Database, projectId: string, milestoneId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(milestoneId)) return false;
  const [row] = await db
    .select({ id: projectMilestones.id })
    .from(projectMilestones)
    .where(and(eq(projectMilestones.id, milestoneId), eq(projectMilestones.projectId, projectId)));
  return Boolean(row);
}

function fieldErrors(errors: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
}
