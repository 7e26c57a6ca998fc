// The 'Pipeline' screen: one column per stage with its count and value, the cards newest in their
// stage first, 'Assigned to me', moving a card by dragging it (the browser's own drag and drop,
// decision 101) or by 'Move to…' (a menu from the mouse and the keyboard, a sheet from a finger's
// completed tap, decision 157), 'Lost reason' on the way to 'Lost', and the idle limits for admins.
// The board scrolls sideways inside its own area, never the page.
import { useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { ChevronDown, Clock } from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { Dialog, DialogCancelFooter, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#app/components/ui/dropdown-menu.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { toast } from '#app/components/ui/toast-store.ts';
import { formatCount } from '#app/lib/format.ts';
import { leadStages, lostReasons } from '#db/enums.ts';
import type { LeadStage, LostReason } from '#db/enums.ts';
import { formatRupees } from '#app/features/pricing/money.ts';
import { LEAD_STAGE_LABELS } from '#app/features/sales/pipeline/stage-labels.ts';
import { CARDS_PER_PAGE, LOST_REASON_LABELS } from '#app/features/sales/pipeline/pipeline-forms.ts';
import type { MoveAnswer } from '#app/features/sales/pipeline/pipeline-forms.ts';
import type { PipelineBoard, PipelineCard } from '#app/features/sales/pipeline/pipeline.server.ts';

/** Paise as rupees with Indian grouping ('₹4,85,000'). */
export const formatPaise = (paise: number) => formatRupees(paise / 100);

type Move = { card: PipelineCard; from: LeadStage };

/** The element of a card on the board: a moved card takes the focus in its new column. */
const cardElementId = (id: string) => `pipeline-card-${id}`;

/** Posts moves; a move to 'Lost' first asks 'Lost reason'. `onSent`: a move was posted for that card, to that stage. */
function useMoves(onSent: (id: string, to: LeadStage) => void) {
  const fetcher = useFetcher<MoveAnswer>({ key: 'pipeline-move' });
  const [asking, setAsking] = useState<Move | null>(null);
  const sent = useRef(false);
  // A move to 'Lost' was posted: the dialog closing leaves the focus to the moved card.
  const lostSent = useRef(false);
  // A move the server took closes the 'Lost reason' dialog (state adjusted while rendering, once per answer).
  const [seen, setSeen] = useState<MoveAnswer | undefined>(undefined);
  if (fetcher.state === 'idle' && fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data?.ok) setAsking(null);
  }

  useEffect(() => {
    if (!sent.current || fetcher.state !== 'idle' || !fetcher.data) return;
    sent.current = false;
    if (fetcher.data.ok) {
      toast({ title: 'Lead moved', description: `Moved to ${LEAD_STAGE_LABELS[fetcher.data.to]}.` });
    } else if (!fetcher.data.fieldErrors) {
      toast({ title: 'Error', description: fetcher.data.error, variant: 'destructive' });
    }
  }, [fetcher.state, fetcher.data]);

  function move(card: PipelineCard, from: LeadStage, to: LeadStage, lost?: { reason: LostReason; text: string }) {
    if (from === to) return;
    if (to === 'lost' && !lost) {
      setAsking({ card, from });
      return;
    }
    sent.current = true;
    if (lost) lostSent.current = true;
    onSent(card.id, to);
    void fetcher.submit(
      { stage: to, ...(lost ? { lostReason: lost.reason, lostReasonText: lost.text } : {}) },
      { method: 'post', action: `/admin/leads/${card.id}/stage` },
    );
  }

  const pending = fetcher.formData
    ? { id: fetcher.formAction?.split('/')[3] ?? '', stage: String(fetcher.formData.get('stage')) as LeadStage }
    : null;
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  /** Whether a move to 'Lost' was posted since last asked. */
  function takeLostSent() {
    const was = lostSent.current;
    lostSent.current = false;
    return was;
  }

  return { move, asking, setAsking, takeLostSent, pending, fieldErrors, busy: fetcher.state !== 'idle' };
}

export function PipelineScreen({
  board,
  shown,
  canSetLimits,
}: {
  board: PipelineBoard;
  shown: Record<LeadStage, number>;
  canSetLimits: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The card just moved, focused once it is drawn in its new column and no dialog holds the focus.
  // A ref: read after each drawing of the board, never drawn itself.
  const focusing = useRef<{ id: string; stage: LeadStage } | null>(null);
  const moves = useMoves((id, stage) => {
    focusing.current = { id, stage };
  });
  // 'Move to…' opened by a finger: the sheet for that card.
  const [choosing, setChoosing] = useState<Move | null>(null);
  // Where the cards' menus open: inside the page's main landmark, as the menu is not modal.
  const [menuHome, setMenuHome] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!focusing.current || moves.asking || choosing) return;
    const element = document.getElementById(cardElementId(focusing.current.id));
    // Not before it is drawn in the new column: the card left behind is another element.
    if (!element || element.closest<HTMLElement>('[data-stage]')?.dataset.stage !== focusing.current.stage) return;
    element.focus();
    focusing.current = null;
  });
  // The card being dragged, read by the columns' dragover and drop handlers. A ref, not state: the
  // first dragover can come before React has drawn the board again after dragstart.
  const dragging = useRef<Move | null>(null);
  const [over, setOver] = useState<LeadStage | null>(null);

  // A card being moved shows in its new column at once.
  const columns = board.columns.map((column) => {
    const pending = moves.pending;
    if (!pending) return column;
    const moved = board.columns.flatMap((other) => other.cards).find((card) => card.id === pending.id);
    const cards = column.cards.filter((card) => card.id !== pending.id);
    return { ...column, cards: moved && column.stage === pending.stage ? [moved, ...cards] : cards };
  });

  function toggleMine() {
    const next = new URLSearchParams(searchParams);
    if (board.mine) next.delete('mine');
    else next.set('mine', '1');
    setSearchParams(next);
  }

  function showMore(stage: LeadStage) {
    const next = new URLSearchParams(searchParams);
    next.set(stage, String(shown[stage] + CARDS_PER_PAGE));
    return `?${next}`;
  }

  function drop(event: DragEvent, stage: LeadStage) {
    event.preventDefault();
    setOver(null);
    const move = dragging.current;
    dragging.current = null;
    if (move) moves.move(move.card, move.from, stage);
  }

  return (
    <TabSection
      id="pipeline-heading"
      title="Pipeline"
      intro="Drag a card to another column, or use 'Move to…'."
      action={
        <Button type="button" variant={board.mine ? 'primary' : 'outline'} size="sm" aria-pressed={board.mine} onClick={toggleMine}>
          Assigned to me
        </Button>
      }
      className="space-y-5"
    >
      {/* `relative`: the cards' screen-reader-only text (positioned absolutely) stays inside the scrolling
          board; without it that text stood where the last columns are and widened the page. */}
      <div className="relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
        {columns.map((column) => {
          const headingId = `stage-${column.stage}`;
          return (
            <section
              key={column.stage}
              aria-labelledby={headingId}
              data-stage={column.stage}
              onDragOver={(event) => {
                if (!dragging.current) return;
                event.preventDefault();
                setOver(column.stage);
              }}
              onDragLeave={() => setOver((current) => (current === column.stage ? null : current))}
              onDrop={(event) => drop(event, column.stage)}
              className={cn(
                'flex w-72 shrink-0 snap-start flex-col gap-2 rounded-lg border border-line bg-sand/40 p-3',
                over === column.stage && 'border-brass-700 bg-brass-50',
              )}
            >
              <header>
                <h3 id={headingId} className="text-base font-semibold">
                  {LEAD_STAGE_LABELS[column.stage]}
                </h3>
                <p className="text-sm text-ink-muted">
                  <span data-testid="stage-count">{formatCount(column.leads)}</span> {column.leads === 1 ? 'lead' : 'leads'} ·{' '}
                  <span data-testid="stage-value">{formatPaise(column.valuePaise)}</span>
                </p>
              </header>
              <ul className="flex flex-col gap-2">
                {column.cards.map((card) => (
                  <li key={card.id}>
                    <Card
                      card={card}
                      stage={column.stage}
                      idleDays={column.idleDays}
                      onMove={(to) => moves.move(card, column.stage, to)}
                      onChoose={() => setChoosing({ card, from: column.stage })}
                      menuHome={menuHome}
                      onDragStart={() => {
                        dragging.current = { card, from: column.stage };
                      }}
                      onDragEnd={() => {
                        dragging.current = null;
                        setOver(null);
                      }}
                    />
                  </li>
                ))}
              </ul>
              {column.cards.length === 0 ? <p className="py-4 text-center text-sm text-ink-muted">No leads</p> : null}
              {column.more ? (
                <Link to={showMore(column.stage)} preventScrollReset className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  Show more
                </Link>
              ) : null}
            </section>
          );
        })}
      </div>
      <div ref={setMenuHome} />
      <MoveSheet
        choosing={choosing}
        onClose={() => setChoosing(null)}
        onMove={(to) => {
          if (!choosing) return;
          setChoosing(null);
          moves.move(choosing.card, choosing.from, to);
        }}
      />
      <LostReasonDialog moves={moves} />
      {canSetLimits ? <IdleLimits columns={board.columns} /> : null}
    </TabSection>
  );
}

function Card({
  card,
  stage,
  idleDays,
  onMove,
  onChoose,
  menuHome,
  onDragStart,
  onDragEnd,
}: {
  card: PipelineCard;
  stage: LeadStage;
  idleDays: number;
  onMove: (to: LeadStage) => void;
  /** 'Move to…' tapped with a finger: the board's sheet chooses the stage. */
  onChoose: () => void;
  menuHome: HTMLElement | null;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const place = [card.locality, card.service].filter(Boolean).join(' · ');
  // A finger on 'Move to…': the menu would open under it as it lands and take the stage under it as
  // it lifts, so a finger opens the sheet on its completed tap instead (the click after it lifts).
  const byFinger = useRef(false);
  return (
    <article
      id={cardElementId(card.id)}
      tabIndex={-1}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', card.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      aria-label={card.name}
      className="cursor-grab rounded-md border border-line bg-surface p-3 shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-700 active:cursor-grabbing"
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={`/admin/leads/${card.id}`} className="font-medium text-ink underline-offset-4 hover:underline">
          {card.name}
        </Link>
        {card.idle ? (
          <span
            title={`More than ${idleDays} days in this stage`}
            className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger ring-1 ring-danger/20 ring-inset"
          >
            Idle
          </span>
        ) : null}
      </div>
      {place ? <p className="mt-1 text-sm text-ink-muted">{place}</p> : null}
      <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
        <dt className="sr-only">Value</dt>
        <dd className="font-semibold">{card.valuePaise === null ? 'No value' : formatPaise(card.valuePaise)}</dd>
        <dt className="sr-only">Days in stage</dt>
        <dd className="inline-flex items-center justify-end gap-1 text-ink-muted">
          <Clock aria-hidden="true" className="size-3.5" />
          {card.daysInStage === 1 ? '1 day' : `${card.daysInStage} days`}
        </dd>
        <dt className="sr-only">Assigned to</dt>
        <dd className="col-span-2 text-ink-muted">{card.assignee ? card.assignee.name : 'Unassigned'}</dd>
      </dl>
      {/* Not modal: a modal menu hides the rest of the page from screen readers with its buttons and
          links still focusable there. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-2 w-full')}
          onPointerDown={(event) => {
            byFinger.current = event.pointerType !== 'mouse';
            // Handled here: the menu's own handler (opening it as the finger lands) is skipped.
            if (byFinger.current) event.preventDefault();
          }}
          onClick={() => {
            if (!byFinger.current) return;
            byFinger.current = false;
            onChoose();
          }}
        >
          Move to…<span className="sr-only"> {card.name}</span> <ChevronDown aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" container={menuHome}>
          {leadStages
            .filter((other) => other !== stage)
            .map((other) => (
              <DropdownMenuItem key={other} onSelect={() => onMove(other)}>
                {LEAD_STAGE_LABELS[other]}
              </DropdownMenuItem>
            ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </article>
  );
}

/** 'Move to…' from a finger: the stages as a sheet at the bottom of a phone (a dialog on a wider screen). */
function MoveSheet({ choosing, onClose, onMove }: { choosing: Move | null; onClose: () => void; onMove: (to: LeadStage) => void }) {
  const moved = useRef(false);
  return (
    <Dialog open={choosing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-md max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:animate-fade-in max-sm:rounded-b-none max-sm:[transform:none]"
        // A moved card takes the focus in its new column (PipelineScreen); closed without a move, the focus goes back to 'Move to…'.
        onCloseAutoFocus={(event) => {
          if (!moved.current) return;
          moved.current = false;
          event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Move to…</DialogTitle>
          <DialogDescription>{choosing?.card.name}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          {leadStages
            .filter((other) => other !== choosing?.from)
            .map((other) => (
              <Button
                key={other}
                type="button"
                variant="outline"
                className="min-h-11 w-full justify-start"
                onClick={() => {
                  moved.current = true;
                  onMove(other);
                }}
              >
                {LEAD_STAGE_LABELS[other]}
              </Button>
            ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function LostReasonDialog({ moves }: { moves: ReturnType<typeof useMoves> }) {
  const { asking, setAsking } = moves;
  return (
    <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
      <DialogContent
        // After a move the card takes the focus in its new column (PipelineScreen).
        onCloseAutoFocus={(event) => {
          if (moves.takeLostSent()) event.preventDefault();
        }}
      >
        {asking ? <LostReasonForm key={asking.card.id} asking={asking} moves={moves} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** 'Lost reason' for one card: a new form (nothing chosen) each time the dialog opens for a card. */
function LostReasonForm({ asking, moves }: { asking: Move; moves: ReturnType<typeof useMoves> }) {
  const { setAsking, fieldErrors, busy } = moves;
  const [reason, setReason] = useState<LostReason | ''>('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string | null>(null);

  const reasonError = missing === 'reason' ? 'Choose a reason.' : fieldErrors?.lostReason?.[0];
  const textError = missing === 'text' ? 'Say why the lead was lost.' : fieldErrors?.lostReasonText?.[0];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) return setMissing('reason');
        if (reason === 'other' && !text.trim()) return setMissing('text');
        setMissing(null);
        moves.move(asking.card, asking.from, 'lost', { reason, text: reason === 'other' ? text.trim() : '' });
      }}
    >
      <DialogHeader>
        <DialogTitle>Lost reason</DialogTitle>
        <DialogDescription>Why was {asking.card.name} lost?</DialogDescription>
      </DialogHeader>
      <fieldset aria-describedby={reasonError ? 'lost-reason-error' : undefined}>
        <legend className="sr-only">Lost reason</legend>
        <div className="flex flex-col gap-2">
          {lostReasons.map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-3 rounded-md border border-line px-3">
              <input type="radio" name="lostReason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              {LOST_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id="lost-reason-error" className="mt-2 text-sm text-danger">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      {reason === 'other' ? (
        <div className="mt-3 flex flex-col gap-1.5">
          <label htmlFor="lost-reason-text" className="text-sm font-medium">
            Other reason
          </label>
          <Input
            id="lost-reason-text"
            value={text}
            maxLength={300}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? 'lost-reason-text-error' : undefined}
          />
          {textError ? (
            <p id="lost-reason-text-error" className="text-sm text-danger">
              {textError}
            </p>
          ) : null}
        </div>
      ) : null}
      <DialogCancelFooter onCancel={() => setAsking(null)}>
        <Button type="submit" disabled={busy}>
          Move to Lost
        </Button>
      </DialogCancelFooter>
    </form>
  );
}

function IdleLimits({ columns }: { columns: PipelineBoard['columns'] }) {
  const fetcher = useFetcher<{ ok: boolean }>({ key: 'pipeline-idle-limits' });
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) toast({ title: 'Idle limits saved', description: 'The board uses the new limits.' });
  }, [fetcher.state, fetcher.data]);
  return (
    <details className="rounded-lg border border-line bg-surface p-4">
      <summary className="cursor-pointer font-medium">Idle limits</summary>
      <fetcher.Form method="post" action="/admin/pipeline" className="mt-3 space-y-3">
        <p className="text-sm text-ink-muted">A card longer than this many days in its stage is marked 'Idle'.</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {columns.map((column) => (
            <label key={column.stage} className="flex flex-col gap-1 text-sm font-medium">
              {LEAD_STAGE_LABELS[column.stage]}
              <Input name={`idle_${column.stage}`} type="number" min={1} max={365} required defaultValue={column.idleDays} />
            </label>
          ))}
        </div>
        <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
          Save limits
        </Button>
      </fetcher.Form>
    </details>
  );
}
