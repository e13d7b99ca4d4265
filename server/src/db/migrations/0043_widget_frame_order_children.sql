-- A transaction ordered by a widget frame's order (a payout after an exchange, a refund or retry
-- the customer chose, a unified transaction's next step) is the frame's order too (issue 16): it
-- is linked in the statement that creates it, wherever in the code that happens, so the frame's
-- callbackUrl follows it from its first status. Only the same profile's children: a transfer's
-- incoming side belongs to the recipient and is never reported to the sender's merchant.
CREATE FUNCTION widget_frame_order_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO widget_frame_orders
    (transaction_id, frame_id, api_key_id, callback_url, external_customer_id, created_at)
  SELECT NEW.id, f.frame_id, f.api_key_id, f.callback_url, f.external_customer_id, NEW.created_at
  FROM widget_frame_orders f
  JOIN transactions parent ON parent.id = f.transaction_id
  WHERE f.transaction_id = NEW.parent_id AND parent.profile_id = NEW.profile_id
  ON CONFLICT (transaction_id) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_widget_frame_order_child AFTER INSERT ON transactions
  FOR EACH ROW WHEN (NEW.parent_id IS NOT NULL) EXECUTE FUNCTION widget_frame_order_child();
