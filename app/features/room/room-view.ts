// What the project room's page receives (browser-safe): the shape `roomView` fills, and the
// answers of its code form.

export type RoomMilestone = {
  id: string;
  label: string;
  amountPaise: number;
  receivedPaise: number;
  /** What is asked of it now (0 until a payment is requested or it is invoiced). */
  duePaise: number;
  state: 'paid' | 'due' | 'later';
  /** Its `/pay/` link while payment is asked for; null otherwise. */
  payHref: string | null;
};

export type RoomDocument = { id: string; title: string; number: string; issuedOn: string; totalPaise: number; href: string };

export type RoomProgress = {
  /** 'On track' or 'Delayed by N days'. */
  status: string;
  delayed: boolean;
  moveInOn: string | null;
  stages: Array<{ label: string; plannedOn: string | null; actualOn: string | null }>;
};

export type RoomView = {
  studioName: string;
  studioPhone: string;
  project: { name: string; site: string; valuePaise: number; startedAt: string };
  /** The work's stages and whether it is on track; null for a project without stages. */
  progress: RoomProgress | null;
  payments: { paidPaise: number; duePaise: number; milestones: RoomMilestone[]; documents: RoomDocument[] };
  documents: {
    quotation: { number: number; href: string };
    changeOrders: Array<{ number: number; acceptedAt: string | null; deltaPaise: number; totalPaise: number }>;
  };
};

/** What the page is given: the room, or the code step for a device it does not know yet. */
export type RoomLoaderData = { access: 'open'; room: RoomView } | { access: 'ask'; studioName: string; emailHint: string };

/** The code form's answers. */
export type RoomAnswer = { ok: boolean; step?: 'code-sent'; message?: string; codeError?: string };

/** 'me…@example.com': enough for the customer to know which mailbox, not the address. */
export function emailHint(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return 'your e-mail address';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}
