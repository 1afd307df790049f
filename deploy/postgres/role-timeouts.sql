-- Run once when compose.yaml's PostgreSQL starts on an empty volume. Behind a transaction pooler the
-- service sends no session parameters (PgBouncer would refuse them), so the role carries the
-- timeouts it would otherwise set (docs/operations/settings.md, behind PgBouncer).
ALTER ROLE oauth SET statement_timeout = '10s';
ALTER ROLE oauth SET idle_in_transaction_session_timeout = '20s';
