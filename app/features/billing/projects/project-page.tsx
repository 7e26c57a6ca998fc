// A project's page in the admin: the customer, the site and the place of supply, the contract and
// its value (original, each change order, current), the 'Milestone' table with its actions, the
// payments received (with 'Reverse payment' and the proof's photo, 'Proof') and the GST documents
// issued (with 'Credit note').
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { TableHeader } from '#app/components/ui/table-header.tsx';
import { formatDate } from '#app/lib/format.ts';
import { privateFilePath } from '#app/lib/private-files/photo-rules.ts';
import { PAYMENT_MODE_LABELS, TAX_DOCUMENT_LABELS } from '#db/enums.ts';
import { placeOfSupplyLabel } from '#app/features/billing/gst-states.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import type { MilestoneSummary } from '#app/features/billing/projects.server.ts';
import type {
  ProjectDocument,
  ProjectPage as ProjectPageData,
  ProjectPayment,
} from '#app/features/billing/projects/project-page.server.ts';
import { MILESTONE_STATUS_LABELS } from '#app/features/billing/projects/project-forms.ts';
import { CreditNoteDialog, RecordPaymentDialog, ReversePaymentDialog } from '#app/features/billing/projects/project-dialogs.tsx';
import type { ProjectActionAnswer } from '#app/features/billing/projects/project-dialogs.tsx';

export type ProjectPageView = ProjectPageData;

export type ProjectPageAllows = { record: boolean; admin: boolean };

/** Where the other parts of billing put their own controls on the page. */
export type ProjectPageSlots = {
  /** Per milestone, beside 'Record payment' ('Request payment'). */
  milestoneActions?: (milestone: MilestoneSummary) => ReactNode;
  /** The change orders' list and 'Change order'. */
  changeOrders?: ReactNode;
};

const money = 'px-3 py-3 text-right tabular-nums whitespace-nowrap';

export function ProjectPage({ page, allows, slots = {} }: { page: ProjectPageView; allows: ProjectPageAllows; slots?: ProjectPageSlots }) {
  const { project } = page;
  return (
    <article aria-labelledby="project-heading" className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <Link to="/admin/customer-projects" className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink">
          <ChevronLeft aria-hidden="true" className="size-4" /> Projects
        </Link>
        <h2 id="project-heading" className="text-2xl">
          {project.customerName}
        </h2>
        <Link to={`/admin/leads/${project.leadId}`} className="text-sm text-terracotta underline-offset-4 hover:underline">
          Open the lead
        </Link>
      </div>

      <dl className="grid gap-x-8 gap-y-3 rounded-lg border border-line bg-surface p-5 shadow-soft sm:grid-cols-2">
        <Fact term="Customer">
          {project.customerName}
          <span className="block text-sm text-ink-muted">{project.customerEmail}</span>
        </Fact>
        <Fact term="Site address">{project.siteAddress || '—'}</Fact>
        <Fact term="Place of supply">{project.placeOfSupply ? placeOfSupplyLabel(project.placeOfSupply) : 'Not named yet'}</Fact>
        <Fact term="Contract">
          <Link to={`/admin/leads/${project.leadId}/quotation`} className="text-terracotta underline-offset-4 hover:underline">
            Quotation version {page.contract.number}
          </Link>
          {project.acceptedOffline ? <span className="block text-sm text-ink-muted">Accepted on a signed paper copy</span> : null}
        </Fact>
        <Fact term="Original value">{formatPaise(project.originalValuePaise)}</Fact>
        <Fact term="Current value">{formatPaise(project.currentValuePaise)}</Fact>
        <Fact term="Invoiced">{formatPaise(page.invoicedPaise)}</Fact>
        <Fact term="Received">{formatPaise(page.receivedPaise)}</Fact>
        <Fact term="Due">{formatPaise(page.duePaise)}</Fact>
      </dl>

      <section aria-labelledby="change-orders-heading" className="flex flex-col gap-3">
        <h3 id="change-orders-heading" className="text-xl">
          Change orders
        </h3>
        {slots.changeOrders ?? <p className="text-sm text-ink-muted">No change orders.</p>}
      </section>

      <section aria-labelledby="milestones-heading" className="flex flex-col gap-3">
        <h3 id="milestones-heading" className="text-xl">
          Milestones
        </h3>
        <MilestoneTable page={page} allows={allows} slots={slots} />
      </section>

      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h3 id="payments-heading" className="text-xl">
          Payments
        </h3>
        <PaymentList page={page} allows={allows} />
      </section>

      <section aria-labelledby="documents-heading" className="flex flex-col gap-3">
        <h3 id="documents-heading" className="text-xl">
          Documents
        </h3>
        <DocumentList documents={page.documents} allows={allows} />
      </section>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function gstOf(milestone: { cgstPaise: number; sgstPaise: number; igstPaise: number }): string {
  return milestone.igstPaise > 0
    ? `IGST 18% ${formatPaise(milestone.igstPaise)}`
    : `CGST 9% ${formatPaise(milestone.cgstPaise)} + SGST 9% ${formatPaise(milestone.sgstPaise)}`;
}

function MilestoneTable({ page, allows, slots }: { page: ProjectPageView; allows: ProjectPageAllows; slots: ProjectPageSlots }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-soft">
      <table className="w-full text-left text-sm">
        <TableHeader columns={['Milestone', 'Amount', 'Taxable', 'GST', 'Status', 'Received', 'Due', 'Actions']} cellClassName="px-3" />
        <tbody className="divide-y divide-line">
          {page.milestones.map((milestone) => (
            <tr key={milestone.id} data-milestone={milestone.position}>
              <th scope="row" className="px-3 py-3 font-medium">
                {milestone.label}
              </th>
              <td className={money}>{formatPaise(milestone.amountPaise)}</td>
              <td className={money}>{formatPaise(milestone.taxablePaise)}</td>
              <td className="px-3 py-3 text-xs whitespace-nowrap">{gstOf(milestone)}</td>
              <td className="px-3 py-3">{milestone.duePaise === 0 ? 'Paid' : MILESTONE_STATUS_LABELS[milestone.status]}</td>
              <td className={money}>{formatPaise(milestone.receivedPaise)}</td>
              <td className={money}>{formatPaise(milestone.duePaise)}</td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap gap-2">
                  {allows.record ? <RecordPaymentButton milestone={milestone} /> : null}
                  {slots.milestoneActions?.(milestone)}
                  {allows.admin && milestone.status !== 'invoiced' ? <InvoiceButtons milestoneId={milestone.id} /> : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordPaymentButton({ milestone }: { milestone: MilestoneSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Record payment: ${milestone.label}`}>
        Record payment
      </Button>
      {open ? <RecordPaymentDialog milestone={milestone} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

/** 'Mark reached' and 'Issue invoice': either issues the milestone's tax invoice. */
function InvoiceButtons({ milestoneId }: { milestoneId: string }) {
  const fetcher = useFetcher<ProjectActionAnswer>();
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="milestoneId" value={milestoneId} />
      <Button size="sm" variant="outline" type="submit" name="intent" value="mark-reached" disabled={fetcher.state !== 'idle'}>
        Mark reached
      </Button>
      <Button size="sm" type="submit" name="intent" value="issue-invoice" disabled={fetcher.state !== 'idle'}>
        Issue invoice
      </Button>
      {refused ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {refused}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function PaymentList({ page, allows }: { page: ProjectPageView; allows: ProjectPageAllows }) {
  const labels = new Map(page.milestones.map((milestone) => [milestone.id, milestone.label]));
  if (page.payments.length === 0) return <p className="text-sm text-ink-muted">No payments yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-soft">
      <table className="w-full text-left text-sm">
        <TableHeader columns={['Date', 'Milestone', 'Mode', 'Reference', 'Amount', '']} cellClassName="px-3" />
        <tbody className="divide-y divide-line">
          {page.payments.map((payment) => (
            <tr key={payment.id}>
              <td className="px-3 py-3 whitespace-nowrap">{formatDate(payment.receivedOn)}</td>
              <td className="px-3 py-3">{labels.get(payment.milestoneId) ?? ''}</td>
              <td className="px-3 py-3">{payment.reversesPaymentId ? 'Reversal' : PAYMENT_MODE_LABELS[payment.mode]}</td>
              <td className="px-3 py-3">
                {payment.reversesPaymentId ? payment.reason : payment.reference || '—'}
                {payment.proofFileId ? <ProofLink fileId={payment.proofFileId} /> : null}
              </td>
              <td className={money}>{formatPaise(payment.amountPaise)}</td>
              <td className="px-3 py-3">
                {payment.reversedBy ? (
                  <span className="text-ink-muted">Reversed</span>
                ) : allows.admin && !payment.reversesPaymentId ? (
                  <ReverseButton payment={payment} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Proof': the payment's photo, a thumbnail opening the larger copy beside the page (a private file, decision 169). */
function ProofLink({ fileId }: { fileId: string }) {
  return (
    <a href={privateFilePath(fileId, '1600')} target="_blank" rel="noopener" className="mt-1 flex w-fit items-center gap-2 underline">
      <img src={privateFilePath(fileId, '480')} alt="" width={32} height={32} loading="lazy" className="size-8 rounded-sm object-cover" />
      Proof
    </a>
  );
}

function ReverseButton({ payment }: { payment: ProjectPayment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Reverse payment
      </Button>
      {open ? <ReversePaymentDialog payment={payment} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function DocumentList({ documents, allows }: { documents: ProjectDocument[]; allows: ProjectPageAllows }) {
  if (documents.length === 0) return <p className="text-sm text-ink-muted">No GST documents yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-soft">
      <table className="w-full text-left text-sm">
        <TableHeader columns={['Document', 'Number', 'Date', 'Total', '']} cellClassName="px-3" />
        <tbody className="divide-y divide-line">
          {documents.map((document) => (
            <tr key={document.id}>
              <td className="px-3 py-3">{TAX_DOCUMENT_LABELS[document.kind]}</td>
              <td className="px-3 py-3">
                <Link to={`/admin/documents/${document.id}`} className="text-terracotta underline-offset-4 hover:underline">
                  {document.number}
                </Link>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{formatDate(document.issuedOn)}</td>
              <td className={money}>{formatPaise(document.totalPaise)}</td>
              <td className="px-3 py-3">{allows.admin && document.kind === 'tax_invoice' ? <CreditButton invoice={document} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CreditButton({ invoice }: { invoice: ProjectDocument }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Credit note for ${invoice.number}`}>
        Credit note
      </Button>
      {open ? <CreditNoteDialog invoice={invoice} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
