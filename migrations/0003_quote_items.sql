-- A quote request of several lines (src/enquiry/items.ts): JSON, the lines as the server named and
-- priced them when the enquiry arrived ({ items: [{ product, size, name, weight, quantity, note,
-- unitPrice, estimate }], total, onRequest }). NULL for an enquiry without lines. Erased with the
-- other personal fields (a note may say who the buyer is).
ALTER TABLE enquiries ADD COLUMN items TEXT;
