-- The language of the page an enquiry was sent from (/contactus English, /hi/contactus Hindi,
-- /ta/contactus Tamil): en, hi or ta. The buyer answered in their language; the staff's copy names
-- it ("Language: Hindi (hi-IN)") so the reply can be written in it. Rows stored before this
-- migration were all sent from English pages.
ALTER TABLE enquiries ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi', 'ta'));
