-- The quote line an artwork file is for, and where the buyer placed it (src/artwork/line.ts): set
-- when the upload completes with a line named (the form with JavaScript sends a line's design and
-- proof so), or when a plain post sends the file in a line's own field. NULL for a file sent for no
-- line. placement: JSON { panel, x, y, width, height, fit, underlay } (mm on the print template),
-- NULL for a file with no placement (a proof, a file sent without JavaScript). They live and go
-- with the file's row: the sweep and the retention job delete them as they delete the row.
ALTER TABLE artwork_files ADD COLUMN line_product TEXT;
ALTER TABLE artwork_files ADD COLUMN line_size TEXT;
ALTER TABLE artwork_files ADD COLUMN placement TEXT;
