// The customer's project room on a phone (decision 174): the code step for a new device, then the
// room's sections in one list ('Progress', 'Payments', 'Documents'). A section is a heading and its
// body; another section is one more entry in `roomSections`. Browser-safe, no admin code.
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import type { RoomAnswer, RoomProgress, RoomView } from '#app/features/room/room-view.ts';

export type RoomSection = { id: string; title: string; body: ReactNode };

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const STATE_WORDS = { paid: 'Paid', due: 'Due now', later: 'Later' } as const;

function Payments({ payments }: { payments: RoomView['payments'] }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md border border-line bg-surface p-3">
          <dt className="text-sm text-ink-muted">Paid</dt>
          <dd className="font-display text-2xl" data-testid="paid">
            {formatPaise(payments.paidPaise)}
          </dd>
        </div>
        <div className="rounded-md border border-line bg-surface p-3">
          <dt className="text-sm text-ink-muted">Due</dt>
          <dd className="font-display text-2xl" data-testid="due">
            {formatPaise(payments.duePaise)}
          </dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-col gap-2">
        {payments.milestones.map((milestone) => (
          <li key={milestone.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line p-3">
            <span className="min-w-0">
              <span className="block font-semibold">{milestone.label}</span>
              <span className="block text-sm text-ink-muted">
                {formatPaise(milestone.amountPaise)} · {STATE_WORDS[milestone.state]}
                {milestone.state === 'due' ? `: ${formatPaise(milestone.duePaise)}` : ''}
              </span>
            </span>
            {milestone.payHref ? (
              <a
                href={milestone.payHref}
                aria-label={`Pay ${milestone.label}`}
                className="flex min-h-11 items-center rounded-md bg-brass-700 px-4 font-semibold text-white"
              >
                Pay
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold">Receipts, invoices and credit notes</h3>
      {payments.documents.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None yet: each is listed here as it is issued.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {payments.documents.map((document) => (
            <li key={document.id}>
              <a
                href={document.href}
                download
                className="flex min-h-11 flex-col justify-center rounded-md border border-line p-3 underline-offset-2"
              >
                <span className="font-semibold underline">
                  {document.title} {document.number}
                </span>
                <span className="text-sm text-ink-muted">
                  {formatPaise(document.totalPaise)} · {longDate(`${document.issuedOn}T12:00:00+05:30`)} · PDF
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Documents({ documents }: { documents: RoomView['documents'] }) {
  return (
    <ul className="flex flex-col gap-2">
      <li>
        <a
          href={documents.quotation.href}
          download
          className="flex min-h-11 items-center rounded-md border border-line p-3 font-semibold underline"
        >
          Accepted quotation (v{documents.quotation.number}) · PDF
        </a>
      </li>
      {documents.changeOrders.map((order) => (
        <li key={order.number} className="rounded-md border border-line p-3">
          <span className="block font-semibold">Change order {order.number}</span>
          <span className="block text-sm text-ink-muted">
            {order.acceptedAt ? `Accepted on ${longDate(order.acceptedAt)} · ` : ''}
            {order.deltaPaise >= 0 ? 'adds' : 'takes off'} {formatPaise(Math.abs(order.deltaPaise))} · new value{' '}
            {formatPaise(order.totalPaise)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A day of the India calendar ('2026-12-04') as '4 December 2026'. */
const calendarDay = (day: string) => longDate(`${day}T12:00:00+05:30`);

function Progress({ progress }: { progress: RoomProgress }) {
  return (
    <>
      <p className={progress.delayed ? 'font-semibold text-danger' : 'font-semibold text-sage-700'} data-testid="progress-status">
        {progress.status}
      </p>
      <p className="mt-1 text-sm">
        <span className="text-ink-muted">Committed move-in date: </span>
        {progress.moveInOn ? calendarDay(progress.moveInOn) : 'not set yet'}
      </p>
      <ol className="mt-3 flex flex-col gap-2">
        {progress.stages.map((stage) => (
          <li key={stage.label} className="rounded-md border border-line px-3 py-2">
            <span className="block font-semibold">
              {stage.actualOn ? '✓ ' : ''}
              {stage.label}
            </span>
            <span className="block text-sm text-ink-muted">
              {stage.actualOn
                ? `Done on ${calendarDay(stage.actualOn)}`
                : stage.plannedOn
                  ? `Planned for ${calendarDay(stage.plannedOn)}`
                  : 'Date to be planned'}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The room's sections, in the order shown: one entry each. */
export function roomSections(room: RoomView): RoomSection[] {
  return [
    ...(room.progress ? [{ id: 'progress', title: 'Progress', body: <Progress progress={room.progress} /> }] : []),
    { id: 'payments', title: 'Payments', body: <Payments payments={room.payments} /> },
    { id: 'documents', title: 'Documents', body: <Documents documents={room.documents} /> },
  ];
}

export function ProjectRoom({ room, sections = roomSections(room) }: { room: RoomView; sections?: RoomSection[] }) {
  return (
    <main className="mx-auto max-w-md px-4 py-6 text-ink">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{room.studioName}</p>
      <h1 className="mt-1 font-display text-2xl">Your project</h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Name</dt>
        <dd>{room.project.name}</dd>
        <dt className="text-ink-muted">Site</dt>
        <dd className="break-words">{room.project.site || '—'}</dd>
        <dt className="text-ink-muted">Value</dt>
        <dd>{formatPaise(room.project.valuePaise)} including GST</dd>
        <dt className="text-ink-muted">Started</dt>
        <dd>{longDate(room.project.startedAt)}</dd>
      </dl>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`room-${section.id}`} className="mt-6">
          <h2 id={`room-${section.id}`} className="mb-3 font-display text-xl">
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
      <p className="mt-8 text-sm text-ink-muted">Questions? Call us on {room.studioPhone}.</p>
    </main>
  );
}

/** A device the room does not know yet: 'Email me a code', then the code's field. Posts without script too. */
export function RoomCodeStep({ studioName, emailHint, answer }: { studioName: string; emailHint: string; answer?: RoomAnswer }) {
  const codeStep = answer?.step === 'code-sent';
  return (
    <main className="mx-auto max-w-md px-4 py-6 text-ink">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{studioName}</p>
      <h1 className="mt-1 font-display text-2xl">Your project room</h1>
      <p className="mt-2">
        To open it on this device, we e-mail a 6-digit code to {emailHint}. This device is then remembered for 90 days.
      </p>
      {answer?.message ? (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'mt-4 text-sm' : 'mt-4 text-sm text-danger'}>
          {answer.message}
        </p>
      ) : null}
      {codeStep ? (
        <Form method="post" className="mt-4 flex flex-col gap-3" noValidate>
          <label className="flex flex-col gap-1 text-sm font-medium">
            6-digit code from your e-mail
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="h-11 rounded-md border border-line px-3 tracking-widest"
              aria-invalid={Boolean(answer?.codeError)}
              aria-describedby={answer?.codeError ? 'room-code-error' : undefined}
            />
            {answer?.codeError ? (
              <span id="room-code-error" className="text-danger">
                {answer.codeError}
              </span>
            ) : null}
          </label>
          <button type="submit" name="intent" value="verify" className="min-h-11 rounded-md bg-brass-700 px-4 font-semibold text-white">
            Open my project room
          </button>
        </Form>
      ) : null}
      <Form method="post" className="mt-3">
        <button
          type="submit"
          name="intent"
          value="send-code"
          className={
            codeStep
              ? 'min-h-11 w-full rounded-md border border-line px-4 font-semibold'
              : 'min-h-11 w-full rounded-md bg-brass-700 px-4 font-semibold text-white'
          }
        >
          {codeStep ? 'Email me a new code' : 'Email me a code'}
        </button>
      </Form>
    </main>
  );
}
