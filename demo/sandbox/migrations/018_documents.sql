-- Identity documents (KYC; docs/api.md "Identity documents"). The file itself is kept in the
-- database (bytea) so a reset, a backup or a PostgreSQL run carries it with its row, and nothing under
-- the data folder can be reached by a static route. users.documents_status (015) stays the player's
-- summary the payouts read: pending on every upload, approved/rejected by the last review.
CREATE TABLE documents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('id_card', 'passport', 'driving_licence')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- Required on a rejection (the player reads it), absent otherwise.
  reason text CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  file_name text NOT NULL,
  -- From the sniffed magic bytes, never from what the browser claimed.
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
CREATE INDEX documents_user_created ON documents (user_id, created_at DESC, id DESC);
CREATE INDEX documents_status_created ON documents (status, created_at DESC);
