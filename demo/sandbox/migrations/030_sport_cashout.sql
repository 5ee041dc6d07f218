-- The player's cash-out (docs/api.md "Sportsbook" §2, services/sport-cashout.ts): a ticket sold by its
-- player at a quoted amount leaves Wait through the same guard row as every other outcome, recorded as
-- how = 'cashout' (status Cancelled, shown « Vendu »: spec money-and-games §4 "Sports bet statuses").
ALTER TABLE sport_settlements DROP CONSTRAINT sport_settlements_how_check;
ALTER TABLE sport_settlements ADD CONSTRAINT sport_settlements_how_check CHECK (how IN ('clock', 'qa', 'cancel', 'cashout'));
