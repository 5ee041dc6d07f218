-- The live tables' and virtual sports' results (docs/api.md "Live tables and virtual sports"): what each
-- round drew (the number, the wheel's segment, the cards, the race's order), kept so a table shows its
-- rolling history to every player at it, as a studio's table does.
CREATE TABLE table_results (
  round_id  integer PRIMARY KEY REFERENCES game_rounds (id) ON DELETE CASCADE,
  game      integer NOT NULL REFERENCES games (id),
  result    text NOT NULL,
  outcome   jsonb NOT NULL,
  date      timestamptz NOT NULL
);
CREATE INDEX table_results_game_idx ON table_results (game, round_id DESC);

-- QA's forced result of the next round of one kind of table: { "kind": "roulette", "result": "17" }.
ALTER TABLE game_control ADD COLUMN next_table_result jsonb;
