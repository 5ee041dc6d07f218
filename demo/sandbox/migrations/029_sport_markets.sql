-- The books' deeper markets (docs/api.md "Sportsbook"; spec money-and-games "Sports"): double chance, both
-- teams to score, correct score, the first period's result (a half, a quarter, a set), set betting and a
-- tennis match's games, on markets and on the legs that copy them; and each period's own score of a
-- finished event, which settles the markets on a period (services/sport-odds.ts legOutcome).
ALTER TABLE sport_markets DROP CONSTRAINT sport_markets_kind_check;
ALTER TABLE sport_markets ADD CONSTRAINT sport_markets_kind_check
  CHECK (kind IN ('1x2', 'total', 'handicap', 'double_chance', 'btts', 'correct_score', 'first_period', 'set_betting', 'total_games'));
ALTER TABLE sport_ticket_legs DROP CONSTRAINT sport_ticket_legs_kind_check;
ALTER TABLE sport_ticket_legs ADD CONSTRAINT sport_ticket_legs_kind_check
  CHECK (kind IN ('1x2', 'total', 'handicap', 'double_chance', 'btts', 'correct_score', 'first_period', 'set_betting', 'total_games'));
-- Halves, periods, sets' games, maps or quarters as [{"home": 1, "away": 0}, …]; null for a score QA forced
-- (its markets on a period are then void).
ALTER TABLE sport_events ADD COLUMN result_periods jsonb;
