-- The delivery PIN code a buyer may give with an enquiry (optional): the six digits of an Indian
-- PIN, the first 1 to 9, or NULL when none was given. The staff's copy names it, so the reply can
-- quote delivery to that place; it is a personal field, erased with the others.
ALTER TABLE enquiries ADD COLUMN delivery_pin TEXT CHECK (delivery_pin IS NULL OR delivery_pin GLOB '[1-9][0-9][0-9][0-9][0-9][0-9]');
