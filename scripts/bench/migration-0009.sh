#!/usr/bin/env bash
# Times migration 0009 (people and the lead timeline) on 200,000 leads in PostgreSQL: a database
# `migtest` at migration 0008 is seeded (leads, notes, status changes, notification jobs), then
# 0009 runs in one transaction. Needs psql; BENCH_PSQL_ARGS sets how it connects
# (default: -h 127.0.0.1 -U postgres). Drops and recreates the database `migtest`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
P="psql ${BENCH_PSQL_ARGS:--h 127.0.0.1 -U postgres} -v ON_ERROR_STOP=1 -q"
$P -d postgres -c "drop database if exists migtest" -c "create database migtest"
for f in db/migrations/000[0-8]_*.sql; do sed 's/--> statement-breakpoint//' "$f" | $P -d migtest; done
$P -d migtest <<'SQL'
insert into users (id, email, password_hash) values ('00000000-0000-4000-8000-00000000000a','owner@example.com','x');
insert into contact_submissions (name, email, phone, service, location, source, status, created_at)
select 'Person ' || g, 'p' || (g % 150000) || '@example.com',
  case g % 4 when 0 then '098' || lpad((g % 120000)::text, 8, '0') when 1 then '+91-98' || lpad((g % 120000)::text, 8, '0') when 2 then '9198' || lpad((g % 120000)::text, 8, '0') else '98' || lpad((g % 120000)::text, 8, '0') end,
  (array['Modular Kitchen','Wardrobe','CTA Form Submission','Price Calculator Request',null])[1 + g % 5],
  (array['Koramangala','Whitefield',null])[1 + g % 3],
  (array['contact_page','cta section','popup form','mobile price calculator','Corporate Page'])[1 + g % 5],
  (array['new','contacted','converted','lost'])[1 + g % 4],
  now() - (g || ' minutes')::interval
from generate_series(1, 200000) g;
insert into lead_notes (lead_id, author_id, body, created_at)
select id, '00000000-0000-4000-8000-00000000000a', 'A note', created_at + interval '1 hour' from contact_submissions tablesample system (25);
insert into audit_log (actor_user_id, action, entity_type, entity_id, details, created_at)
select '00000000-0000-4000-8000-00000000000a', 'lead.status', 'lead', id, '{"from":"new","to":"contacted"}', created_at + interval '30 minutes' from contact_submissions where status <> 'new';
insert into notification_jobs (lead_id, status, attempts, email_sent_at, updated_at)
select id, 'sent', 1, created_at + interval '5 seconds', created_at + interval '5 seconds' from contact_submissions;
vacuum analyze;
SQL
$P -d migtest -Atc "select count(*) from contact_submissions"
start=$(date +%s.%N)
( echo 'begin;'; sed 's/--> statement-breakpoint//' db/migrations/0009_*.sql; echo 'commit;' ) | $P -d migtest
end=$(date +%s.%N)
echo "migration 0009 on 200,000 leads: $(echo "$end - $start" | bc) s"
$P -d migtest -Atc "select count(*) from people" -c "select count(*) from lead_events" -c "select count(*) from contact_submissions where possible_duplicate_of is not null"
