/**
 * The enquiry's confirmation as the server renders it (./enquiry-done.tsx): the worker's page gives
 * the component to the form it renders (EnquiryForm.server.tsx), so a plain post's page shows it in
 * the HTML. The browser has no provider: its form fetches the confirmation as the buyer sends it.
 */
import { createContext } from 'react';
import type { EnquiryDone } from './enquiry-done';

export const EnquiryDoneOnServer = /* @__PURE__ */ createContext<typeof EnquiryDone | null>(null);
