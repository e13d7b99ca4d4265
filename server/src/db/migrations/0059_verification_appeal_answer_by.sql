-- Where support answers an appeal against a hold (issue 27): in the help bot's chat, as a ticket
-- the bot opens from its message to the user, or by e-mail for a user the bot cannot reach. An
-- appeal opened before this column was mailed, so it reads as e-mail.
ALTER TABLE verification_holds
  ADD COLUMN appeal_answer_by text CHECK (appeal_answer_by IN ('help_chat', 'email'));
