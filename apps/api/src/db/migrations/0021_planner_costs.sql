-- pg_trgm's word-similarity operators (<%, %>) cost the planner's default of one operator each,
-- so it preferred computing word_similarity for every store over the name's trigram index: 85 ms
-- against 4 ms on 20,000 stores (store search's close spellings, decision 0018). Their real cost
-- is that of a small function. A database whose extension belongs to another role (a managed
-- service's pg_trgm) keeps the default, with a notice, rather than failing the migration.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm belongs to another role: word-similarity operators keep their default planner cost';
END
$$;
