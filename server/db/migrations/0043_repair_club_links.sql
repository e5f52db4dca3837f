-- Issue 53, item 0: before the fix, paying for (or being approved for) a membership left the person without
-- an ACTIVE link to the club: /clubs said "You are not a member of a club yet" and GET /person/me answered
-- no organisations. Each membership that counts today (REGISTERED or waiting only on the association, not
-- refunded, not ended) now makes its person an ACTIVE member of its club, as the code does from now on
-- (server/services/membership/club-link.repository.ts): a missing link is made with the labels its option
-- gives (Adult or Youth by the age on 1 January of the newest season, Player for a player's option; MEMBER
-- unless every option is an associate one); a PENDING link becomes ACTIVE with them. HIBERNATED and removed
-- links are the club's own later decision and are left as they are. The principal_version trigger (0011)
-- moves each person's version, so their devices reload the profile.
WITH "counted" AS (
  SELECT m."person_id", m."organization_id",
    max(m."season") AS "season",
    coalesce(bool_or(o."player_type" = 'PLAYER'), false) AS "player",
    coalesce(bool_and(o."membership_type" = 'ASSOCIATE_MEMBER'), false) AS "associate"
  FROM "membership" m
  LEFT JOIN "membership_option" o ON o."id" = m."option_id"
  WHERE m."membership_status" IN ('REGISTERED', 'ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING')
    AND NOT m."refunded"
    AND m."deleted_at" IS NULL
    AND m."valid_to" >= current_date
  GROUP BY m."person_id", m."organization_id"
)
INSERT INTO "person_organization" ("person_id", "organization_id", "status", "labels", "additional_type")
SELECT c."person_id", c."organization_id", 'ACTIVE',
  array_remove(ARRAY[
    CASE
      WHEN p."birth_date" IS NULL THEN NULL
      WHEN date_part('year', age(make_date(c."season", 1, 1), p."birth_date")) >= 18 THEN 'Adult'
      ELSE 'Youth'
    END,
    CASE WHEN c."player" THEN 'Player' END
  ], NULL),
  CASE WHEN c."associate" THEN 'ASSOCIATE_MEMBER' ELSE 'MEMBER' END
FROM "counted" c
JOIN "person" p ON p."id" = c."person_id"
ON CONFLICT ("person_id", "organization_id") DO UPDATE SET
  "status" = 'ACTIVE',
  -- The labels it had (the age label replaced when the membership gives one), then the ones it gives.
  "labels" = array(
      SELECT l FROM unnest("person_organization"."labels") WITH ORDINALITY AS e(l, i)
      WHERE NOT (l IN ('Adult', 'Youth') AND excluded."labels" && ARRAY['Adult', 'Youth']::text[])
      ORDER BY i
    ) || array(
      SELECT g FROM unnest(excluded."labels") AS g
      WHERE g <> ALL (array(
        SELECT l FROM unnest("person_organization"."labels") AS l
        WHERE NOT (l IN ('Adult', 'Youth') AND excluded."labels" && ARRAY['Adult', 'Youth']::text[])
      ))
    ),
  "additional_type" = CASE
    WHEN "person_organization"."additional_type" = 'MEMBER' THEN 'MEMBER'
    ELSE excluded."additional_type"
  END,
  "updated_at" = now(),
  "version" = "person_organization"."version" + 1
WHERE "person_organization"."status" = 'PENDING' AND "person_organization"."deleted_at" IS NULL;
