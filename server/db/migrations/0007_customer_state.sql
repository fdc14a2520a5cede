-- The customer statement of services/customer.ts, as a function: PL/pgSQL keeps the plan of the
-- query inside it for the connection, where a statement sent as text is parsed and planned on
-- every call. On the embedded database that planning was two thirds of the statement's cost (460
-- against 147 microseconds), and the statement runs on every preview, payment and plan action.
-- One plan for every user (force_generic_plan): left to choose, PostgreSQL planned each call
-- afresh while the calls without the buyer's part looked cheaper planned for their own values,
-- and a preview cost a third more until enough payments had been priced. Every lookup is by the
-- user's id, and the last paid currency still takes the partial index of 0006 (the status filter
-- is constant).
CREATE FUNCTION customer_state(p_user_id integer, p_with_buyer boolean)
RETURNS TABLE (
  created_at timestamp with time zone,
  referred_by integer,
  last_paid_currency text,
  subscriptions json,
  promo_codes json,
  contact json,
  cards json
)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT
    u.created_at,
    u.referred_by,
    (SELECT br.currency FROM billing_records br
      WHERE br.user_id = u.id AND br.status = 'paid'
      ORDER BY br.billed_at DESC NULLS LAST, br.id DESC NULLS LAST LIMIT 1),
    (SELECT json_agg(s ORDER BY s.id) FROM subscriptions s WHERE s.user_id = u.id),
    (SELECT json_agg(c ORDER BY c.id) FROM user_promo_codes c WHERE c.user_id = u.id),
    CASE WHEN p_with_buyer THEN
      (SELECT row_to_json(k) FROM contacts k WHERE k.user_id = u.id) END,
    CASE WHEN p_with_buyer THEN
      (SELECT json_agg(k ORDER BY k.id) FROM cards k
        WHERE k.user_id = u.id AND k.deleted_at IS NULL) END
  FROM users u
  WHERE u.id = p_user_id;
END
$$;
