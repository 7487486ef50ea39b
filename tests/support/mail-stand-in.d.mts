export type Outcome = 'ok' | 'fail' | 'hang';
export interface Rates {
  fail?: number;
  hang?: number;
}

/** One request the stand-in received, and how it answered. */
export interface Received {
  at: number;
  id: string | null;
  /** As forwarded; `subject` and `text` are the staff's copy, ready to mail as plain text. */
  payload: {
    id: string;
    name: string;
    email: string;
    phone: string;
    message: string;
    sourcePage: string;
    receivedAt: string;
    subject: string;
    text: string;
  } | null;
  signature: string | undefined;
  signed: boolean;
  outcome: Outcome | 'rejected';
}

export interface MailStandIn {
  base: string;
  url(channel?: string): string;
  setMode(mode: Outcome | Rates, channel?: string): void;
  log(channel?: string): Received[];
  hangingCount(): number;
  stop(): Promise<void>;
}

export function startMailStandIn(options: { port?: number; secret: string; seed?: number }): Promise<MailStandIn>;
