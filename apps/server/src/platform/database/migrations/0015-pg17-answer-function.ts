import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the answer's whole transaction as one function, so that an answer is one round trip
 * (issue 17, ADR 020). `ricebowl_answer` does, in one statement, what the TypeScript answer path
 * (games/service.ts) does in up to twenty: the compare-and-set on the game's current question, the
 * anti-cheat's two upserts and the count of players behind the client (anticheat/repository.ts,
 * same arithmetic), the sponsor's budget, the ledger row keyed by game and question, a day-total
 * shard, the player's totals, groups, challenges and badges (badges/award.ts). SQLite keeps the
 * TypeScript path (an embedded database has no round trips to save): this migration does nothing
 * there. The parity test (games/parity.test.ts) plays one seeded sequence on both and compares.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(COUNT_FUNCTION).execute(db);
  await sql.raw(ANSWER_FUNCTION).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('DROP FUNCTION IF EXISTS ricebowl_answer').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS ricebowl_pg17_count').execute(db);
}

/**
 * One subject's anti-cheat upsert: anticheat/repository.ts's upsertSubject, term for term. The
 * costs on an existing row are given already divided by the players behind a client; a new row
 * spends the undivided costs (freshClocks there).
 */
const COUNT_FUNCTION = `
CREATE OR REPLACE FUNCTION ricebowl_pg17_count(
  p_subject text, p_client text, p_now bigint, p_fast integer, p_wrong_at bigint,
  p_fast_lapsed bigint, p_rate_lapsed bigint, p_fast_limit bigint, p_rate_limit bigint, p_throttle_until bigint,
  p_pace_cost bigint, p_hour_cost bigint, p_day_cost bigint,
  p_fresh_pace_cost bigint, p_fresh_hour_cost bigint, p_fresh_day_cost bigint,
  p_pace_tolerance bigint, p_hour_tolerance bigint, p_day_tolerance bigint, p_pace_start bigint,
  OUT o_fast integer, OUT o_answers integer, OUT o_throttled_until bigint, OUT o_refused integer)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_pace_floor bigint := p_now - p_pace_tolerance;
  v_hour_floor bigint := p_now - p_hour_tolerance;
  v_day_floor bigint := p_now - p_day_tolerance;
  v_pace_ceiling bigint := p_now + p_pace_tolerance;
  v_start_pace bigint := GREATEST(p_pace_start, p_now - p_pace_tolerance);
  v_start_hour bigint := p_now - p_hour_tolerance;
  v_start_day bigint := p_now - p_day_tolerance;
  v_fresh_fits boolean;
BEGIN
  v_fresh_fits := v_start_pace + p_fresh_pace_cost <= p_now AND v_start_hour + p_fresh_hour_cost <= p_now
    AND v_start_day + p_fresh_day_cost <= p_now;
  INSERT INTO anticheat_counters AS c (subject, fast_count, fast_since, rate_count, rate_since, throttled_until,
      client, last_at, wrong_at, pace_at, hour_at, day_at, refused)
  VALUES (p_subject, p_fast, p_now, 1, p_now, 0, p_client, p_now, p_wrong_at,
    CASE WHEN v_fresh_fits THEN v_start_pace + p_fresh_pace_cost ELSE v_start_pace END,
    CASE WHEN v_fresh_fits THEN v_start_hour + p_fresh_hour_cost ELSE v_start_hour END,
    CASE WHEN v_fresh_fits THEN v_start_day + p_fresh_day_cost ELSE v_start_day END,
    CASE WHEN v_fresh_fits THEN 0 ELSE 1 END)
  ON CONFLICT (subject) DO UPDATE SET
    fast_count = CASE WHEN c.fast_since <= p_fast_lapsed THEN excluded.fast_count ELSE c.fast_count + excluded.fast_count END,
    fast_since = CASE WHEN c.fast_since <= p_fast_lapsed THEN excluded.fast_since ELSE c.fast_since END,
    rate_count = CASE WHEN c.rate_since <= p_rate_lapsed THEN 1 ELSE c.rate_count + 1 END,
    rate_since = CASE WHEN c.rate_since <= p_rate_lapsed THEN excluded.rate_since ELSE c.rate_since END,
    throttled_until = CASE
      WHEN (CASE WHEN c.fast_since <= p_fast_lapsed THEN excluded.fast_count ELSE c.fast_count + excluded.fast_count END) >= p_fast_limit
        OR (CASE WHEN c.rate_since <= p_rate_lapsed THEN 1 ELSE c.rate_count + 1 END) >= p_rate_limit
      THEN p_throttle_until ELSE c.throttled_until END,
    client = excluded.client,
    last_at = excluded.last_at,
    wrong_at = CASE WHEN excluded.wrong_at > c.wrong_at THEN excluded.wrong_at ELSE c.wrong_at END,
    pace_at = CASE
      WHEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost <= p_now
        AND (CASE WHEN c.hour_at > v_hour_floor THEN c.hour_at ELSE v_hour_floor END) + p_hour_cost <= p_now
        AND (CASE WHEN c.day_at > v_day_floor THEN c.day_at ELSE v_day_floor END) + p_day_cost <= p_now
        THEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost
      WHEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost <= p_now
        THEN c.pace_at
      WHEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost / 2 < v_pace_ceiling
        THEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost / 2
      ELSE v_pace_ceiling END,
    hour_at = CASE
      WHEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost <= p_now
        AND (CASE WHEN c.hour_at > v_hour_floor THEN c.hour_at ELSE v_hour_floor END) + p_hour_cost <= p_now
        AND (CASE WHEN c.day_at > v_day_floor THEN c.day_at ELSE v_day_floor END) + p_day_cost <= p_now
        THEN (CASE WHEN c.hour_at > v_hour_floor THEN c.hour_at ELSE v_hour_floor END) + p_hour_cost
      ELSE c.hour_at END,
    day_at = CASE
      WHEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost <= p_now
        AND (CASE WHEN c.hour_at > v_hour_floor THEN c.hour_at ELSE v_hour_floor END) + p_hour_cost <= p_now
        AND (CASE WHEN c.day_at > v_day_floor THEN c.day_at ELSE v_day_floor END) + p_day_cost <= p_now
        THEN (CASE WHEN c.day_at > v_day_floor THEN c.day_at ELSE v_day_floor END) + p_day_cost
      ELSE c.day_at END,
    refused = CASE
      WHEN (CASE WHEN c.pace_at > v_pace_floor THEN c.pace_at ELSE v_pace_floor END) + p_pace_cost <= p_now
        AND (CASE WHEN c.hour_at > v_hour_floor THEN c.hour_at ELSE v_hour_floor END) + p_hour_cost <= p_now
        AND (CASE WHEN c.day_at > v_day_floor THEN c.day_at ELSE v_day_floor END) + p_day_cost <= p_now
        THEN 0 ELSE 1 END
  RETURNING c.fast_count, c.rate_count, c.throttled_until, c.refused
  INTO o_fast, o_answers, o_throttled_until, o_refused;
END
$fn$`;

/**
 * The answer. The caller (games/service.ts, answerOnPostgres) read the game earlier (or kept it from
 * its last answer) and computed from that state the answer's correctness, the next level and
 * streak and the next question; the function checks that the state is still the game's (else
 * status "moved", with the row, and the caller computes again) and that the question is still
 * current (else "stale", with the row). Returns JSON: see AnswerOutcome in games/one-statement.ts.
 *
 * p_ac: the anti-cheat settings, [1] fast window ms, [2] rate window ms, [3] fast answers, [4] rate
 * answers, [5] cool-down ms, [6] active ms, [7] players per client, [8] burst ms, [9] credit clocks
 * on (1) or off (0), [10] an hour clock's cost, [11] a day clock's cost.
 * p_badges: streaks, then 0, accumulations, then 0, hours, then 0, days in a row, then 0, days
 * played (badges/award.ts's thresholds).
 */
export const ANSWER_FUNCTION = `
CREATE OR REPLACE FUNCTION ricebowl_answer(
  p_game text, p_question text, p_viewer text, p_client text, p_now bigint,
  p_level integer, p_streak integer, p_issued_at bigint, p_category text,
  p_correct boolean, p_next_level integer, p_next_streak integer,
  p_next_question_id text, p_next_question text, p_next_correct text, p_next_learn_more text,
  p_next_seen text, p_next_sponsor text,
  p_too_fast boolean, p_pace bigint, p_ac bigint[], p_grains integer, p_shard integer,
  p_day text, p_yesterday text, p_badges integer[])
RETURNS jsonb
LANGUAGE plpgsql AS $fn$
DECLARE
  c_hour constant bigint := 3600000;
  c_day constant bigint := 86400000;
  c_break constant bigint := 600000;
  g record;
  v_user text;
  v_type integer;
  v_player record;
  v_client record;
  v_allows boolean;
  v_marked boolean := false;
  v_player_credits boolean;
  v_credited boolean;
  v_active bigint;
  v_players bigint;
  v_on boolean;
  v_pace bigint; v_hour bigint; v_day bigint;
  v_grains integer;
  v_rice bigint;
  v_sponsor text := NULL;
  v_group_ids text[];
  v_member_rice bigint[];
  v_group_rice bigint;
  v_groups jsonb := '[]'::jsonb;
  v_challenge record;
  v_totals record;
  v_right integer := CASE WHEN p_correct THEN 1 ELSE 0 END;
  v_before record;
  v_has_before boolean;
  s_started bigint; s_last bigint; s_day text; s_in_a_row integer; s_played integer;
  v_reached text[] := '{}';
  v_earned text[] := '{}';
  v_badge text;
  v_part integer := 0;
  v_n integer;
  v_run_before bigint;
BEGIN
  SELECT games.*, categories.machine_name, categories.levels AS max_level INTO g
    FROM games JOIN categories ON categories.id = games.category_id WHERE games.id = p_game;
  IF NOT FOUND OR (g.user_id IS NOT NULL AND g.user_id IS DISTINCT FROM p_viewer) THEN
    RETURN jsonb_build_object('status', 'missing');
  END IF;
  IF g.question_id IS DISTINCT FROM p_question OR g.question IS NULL THEN
    RETURN jsonb_build_object('status', 'stale', 'game', to_jsonb(g),
      'userRice', (SELECT rice FROM players WHERE user_id = g.user_id));
  END IF;
  IF g.level <> p_level OR g.streak <> p_streak OR g.question_issued_at <> p_issued_at
      OR g.category_id <> p_category THEN
    RETURN jsonb_build_object('status', 'moved', 'game', to_jsonb(g));
  END IF;
  v_user := g.user_id;

  -- The anti-cheat (anticheat/service.ts, judgeAnswer): the player, then the client.
  v_on := p_correct AND p_ac[9] = 1;
  v_pace := CASE WHEN v_on THEN p_pace ELSE 0 END;
  v_hour := CASE WHEN v_on THEN p_ac[10] ELSE 0 END;
  v_day := CASE WHEN v_on THEN p_ac[11] ELSE 0 END;
  SELECT * INTO v_player FROM ricebowl_pg17_count(
    CASE WHEN v_user IS NOT NULL THEN 'u:' || v_user ELSE 'g:' || p_game END, p_client, p_now,
    CASE WHEN p_too_fast THEN 1 ELSE 0 END, CASE WHEN p_correct THEN 0 ELSE p_now END,
    p_now - p_ac[1], p_now - p_ac[2], p_ac[3], p_ac[4], p_now + p_ac[5],
    v_pace, v_hour, v_day, v_pace, v_hour, v_day, p_ac[8], c_hour / 4, c_day / 2,
    CASE WHEN v_user IS NOT NULL THEN 0 ELSE g.created_at END);
  IF v_user IS NULL THEN
    v_allows := p_now >= v_player.o_throttled_until;
  ELSE
    SELECT player_type INTO v_type FROM players WHERE user_id = v_user;
    IF COALESCE(v_type, 0) = 1 THEN
      v_allows := false;
    ELSIF v_player.o_fast >= p_ac[3] OR v_player.o_answers >= p_ac[4] THEN
      INSERT INTO players (user_id, rice, correct, wrong, player_type, updated_at)
        VALUES (v_user, 0, 0, 0, 1, p_now)
        ON CONFLICT (user_id) DO UPDATE SET player_type = 1;
      v_marked := true;
      v_allows := false;
    ELSE
      v_allows := true;
    END IF;
  END IF;
  v_player_credits := v_allows AND v_player.o_refused = 0;

  SELECT count(*) INTO v_active FROM (
    SELECT 1 FROM anticheat_counters WHERE client = p_client AND last_at > p_now - p_ac[6] AND fast_count = 0
      AND wrong_at > p_now - p_ac[1] LIMIT p_ac[7]) recent;
  v_players := GREATEST(1, v_active);
  v_on := p_correct AND v_player_credits AND p_ac[9] = 1;
  v_pace := CASE WHEN v_on THEN p_pace ELSE 0 END;
  v_hour := CASE WHEN v_on THEN p_ac[10] ELSE 0 END;
  v_day := CASE WHEN v_on THEN p_ac[11] ELSE 0 END;
  SELECT * INTO v_client FROM ricebowl_pg17_count(
    'c:' || p_client, NULL, p_now,
    CASE WHEN p_too_fast THEN 1 ELSE 0 END, CASE WHEN p_correct THEN 0 ELSE p_now END,
    p_now - p_ac[1], p_now - p_ac[2], p_ac[3] * v_players, 2000000000, p_now + p_ac[5],
    v_pace / v_players, v_hour / v_players, v_day / v_players, v_pace, v_hour, v_day,
    p_ac[8], c_hour / 4, c_day / 2, 0);
  v_credited := v_player_credits AND v_client.o_refused = 0
    AND (v_user IS NOT NULL OR p_now >= v_client.o_throttled_until);
  v_grains := CASE WHEN p_correct AND v_credited THEN p_grains ELSE 0 END;

  -- The compare-and-set: the question counts at most once, however many requests race for it.
  UPDATE games SET level = p_next_level, streak = p_next_streak, rice = rice + v_grains,
      question_id = p_next_question_id, question = p_next_question, correct_option_id = p_next_correct,
      learn_more = p_next_learn_more, seen = p_next_seen, question_issued_at = p_now,
      sponsor_id = p_next_sponsor, updated_at = p_now
    WHERE id = p_game AND question_id = p_question
    RETURNING rice INTO v_rice;
  IF NOT FOUND THEN
    SELECT games.*, categories.machine_name, categories.levels AS max_level INTO g
      FROM games JOIN categories ON categories.id = games.category_id WHERE games.id = p_game;
    IF NOT FOUND THEN RETURN jsonb_build_object('status', 'missing'); END IF;
    RETURN jsonb_build_object('status', 'stale', 'game', to_jsonb(g),
      'userRice', (SELECT rice FROM players WHERE user_id = g.user_id));
  END IF;

  IF v_grains > 0 THEN
    -- The answered question's sponsor pays, if its budget still allows.
    IF g.sponsor_id IS NOT NULL THEN
      UPDATE sponsors SET spent_grains = spent_grains + v_grains
        WHERE id = g.sponsor_id AND active = 1 AND (budget_grains IS NULL OR spent_grains < budget_grains);
      IF FOUND THEN v_sponsor := g.sponsor_id; END IF;
    END IF;
    INSERT INTO donations (question_id, game_id, user_id, category_id, sponsor_id, grains, day, created_at)
      VALUES (p_question, p_game, v_user, g.category_id, v_sponsor, v_grains, p_day, p_now);
    INSERT INTO daily_totals (day, shard, grains) VALUES (p_day, p_shard, v_grains)
      ON CONFLICT (day, shard) DO UPDATE SET grains = daily_totals.grains + excluded.grains;
    IF v_user IS NOT NULL THEN
      INSERT INTO donation_groups (question_id, group_id)
        SELECT p_question, group_id FROM group_contributions WHERE user_id = v_user AND active = 1;
      WITH credited AS (
        UPDATE group_contributions SET rice = rice + v_grains WHERE user_id = v_user AND active = 1
        RETURNING group_id, rice)
      SELECT array_agg(group_id ORDER BY group_id COLLATE "C"), array_agg(rice ORDER BY group_id COLLATE "C")
        INTO v_group_ids, v_member_rice FROM credited;
      -- Group totals are shared rows: locked in one order (by id) by every answer, or two members
      -- of the same groups answering at once deadlock.
      FOR i IN 1 .. COALESCE(array_length(v_group_ids, 1), 0) LOOP
        v_group_rice := NULL;
        UPDATE group_stats SET rice = rice + v_grains WHERE group_id = v_group_ids[i] RETURNING rice INTO v_group_rice;
        v_groups := v_groups || jsonb_build_array(jsonb_build_object('groupId', v_group_ids[i],
          'groupRice', COALESCE(v_group_rice, 0), 'memberRice', v_member_rice[i]));
      END LOOP;
    END IF;
    -- Challenges: a challenge that both the player and the anonymous game joined is credited once,
    -- to the player; in one order (by id), like the groups.
    FOR v_challenge IN
      SELECT DISTINCT ON (cm.challenge_id COLLATE "C") cm.challenge_id, cm.member_key
        FROM challenge_members cm JOIN challenges ch ON ch.id = cm.challenge_id
        WHERE cm.member_key IN ('u:' || COALESCE(v_user, ''), 'g:' || p_game)
          AND (v_user IS NOT NULL OR cm.member_key = 'g:' || p_game)
          AND cm.active = 1 AND ch.datetime_start <= p_now / 1000 AND ch.datetime_end > p_now / 1000
        ORDER BY cm.challenge_id COLLATE "C", (cm.member_key = 'g:' || p_game)
    LOOP
      INSERT INTO donation_challenges (question_id, challenge_id) VALUES (p_question, v_challenge.challenge_id);
      UPDATE challenges SET rice_raised = rice_raised + v_grains WHERE id = v_challenge.challenge_id;
      UPDATE challenge_members SET rice = rice + v_grains
        WHERE challenge_id = v_challenge.challenge_id AND member_key = v_challenge.member_key;
    END LOOP;
  END IF;

  IF v_user IS NULL THEN
    RETURN jsonb_build_object('status', 'ok', 'userId', NULL, 'grains', v_grains, 'gameRice', v_rice);
  END IF;

  -- The player's totals (players/repository.ts, recordPlayerAnswer).
  INSERT INTO players (user_id, rice, correct, wrong, player_type, updated_at)
    VALUES (v_user, v_grains, v_right, 1 - v_right, 0, p_now)
    ON CONFLICT (user_id) DO UPDATE SET rice = players.rice + excluded.rice,
      correct = players.correct + excluded.correct, wrong = players.wrong + excluded.wrong,
      updated_at = excluded.updated_at
    RETURNING rice, correct, player_type INTO v_totals;
  INSERT INTO user_category_stats (user_id, category_id, "right", wrong)
    VALUES (v_user, g.category_id, v_right, 1 - v_right)
    ON CONFLICT (user_id, category_id) DO UPDATE SET "right" = user_category_stats."right" + excluded."right",
      wrong = user_category_stats.wrong + excluded.wrong;
  IF NOT v_credited THEN
    RETURN jsonb_build_object('status', 'ok', 'userId', v_user, 'grains', v_grains, 'gameRice', v_rice,
      'userRice', v_totals.rice, 'credited', false, 'flagged', v_marked);
  END IF;

  -- The play record and badges (badges/award.ts: nextActivity, badgesReached, awardForAnswer).
  SELECT session_started_at, last_answer_at, last_day, days_in_a_row, days_played INTO v_before
    FROM user_activity WHERE user_id = v_user;
  v_has_before := FOUND;
  IF NOT v_has_before THEN
    s_started := p_now; s_last := p_now; s_day := p_day; s_in_a_row := 1; s_played := 1;
  ELSE
    s_started := CASE WHEN p_now - v_before.last_answer_at <= c_break THEN v_before.session_started_at ELSE p_now END;
    s_last := p_now;
    s_day := p_day;
    s_in_a_row := CASE WHEN p_day = v_before.last_day THEN v_before.days_in_a_row
      WHEN v_before.last_day = p_yesterday THEN v_before.days_in_a_row + 1 ELSE 1 END;
    s_played := CASE WHEN p_day <> v_before.last_day THEN v_before.days_played + 1 ELSE v_before.days_played END;
  END IF;
  INSERT INTO user_activity (user_id, session_started_at, last_answer_at, last_day, days_in_a_row, days_played)
    VALUES (v_user, s_started, s_last, s_day, s_in_a_row, s_played)
    ON CONFLICT (user_id) DO UPDATE SET session_started_at = excluded.session_started_at,
      last_answer_at = excluded.last_answer_at, last_day = excluded.last_day,
      days_in_a_row = excluded.days_in_a_row, days_played = excluded.days_played;

  v_run_before := CASE WHEN v_has_before AND s_started = v_before.session_started_at
    THEN v_before.last_answer_at - v_before.session_started_at ELSE 0 END;
  FOREACH v_n IN ARRAY p_badges LOOP
    IF v_n = 0 THEN
      v_part := v_part + 1;
    ELSIF v_part = 0 THEN
      IF p_correct AND p_next_streak = v_n THEN v_reached := v_reached || ('streak_' || v_n); END IF;
    ELSIF v_part = 1 THEN
      IF v_totals.correct - v_right < v_n AND v_totals.correct >= v_n THEN
        v_reached := v_reached || ('accumulation_' || v_n);
      END IF;
    ELSIF v_part = 2 THEN
      IF v_run_before < v_n * c_hour AND s_last - s_started >= v_n * c_hour THEN
        v_reached := v_reached || ('persistence_' || v_n || 'h');
      END IF;
    ELSIF v_part = 3 THEN
      IF s_in_a_row <> (CASE WHEN v_has_before THEN v_before.days_in_a_row ELSE 0 END) AND s_in_a_row = v_n THEN
        v_reached := v_reached || ('persistence_' || v_n || 'd');
      END IF;
    ELSIF v_part = 4 THEN
      IF (CASE WHEN v_has_before THEN v_before.days_played ELSE 0 END) < v_n AND s_played >= v_n THEN
        v_reached := v_reached || ('persistence_' || v_n || 'i');
      END IF;
    END IF;
  END LOOP;
  FOREACH v_badge IN ARRAY v_reached LOOP
    INSERT INTO user_badges (user_id, badge, earned_at) VALUES (v_user, v_badge, p_now)
      ON CONFLICT (user_id, badge) DO NOTHING;
    IF FOUND THEN v_earned := v_earned || v_badge; END IF;
  END LOOP;

  RETURN jsonb_build_object('status', 'ok', 'userId', v_user, 'grains', v_grains, 'gameRice', v_rice,
    'userRice', v_totals.rice, 'userCorrect', v_totals.correct, 'honest', v_totals.player_type = 0,
    'credited', true, 'flagged', false, 'groups', v_groups, 'badges', to_jsonb(v_earned));
END
$fn$`;
