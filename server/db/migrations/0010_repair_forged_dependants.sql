-- Issue 30, finding 1: before the fix a family's primary member could turn an invited adult into an ACTIVE
-- DEPENDENT and so gain rights over their profile. A real dependant is a child created by the family
-- (POST /family/{id}/member sets person.family_id to that family) and has no account of their own yet; a
-- DEPENDENT row for a person with an account whose family is another one can only have been forged that way.
-- Such rows are set INACTIVE (removed from the family); the person can be invited again and answer themself.
UPDATE "family_member" fm
SET "status" = 'INACTIVE', "updated_at" = now(), "version" = fm."version" + 1
FROM "person" p
WHERE p."id" = fm."person_id"
  AND fm."position" = 'DEPENDENT'
  AND fm."status" <> 'INACTIVE'
  AND p."family_id" IS DISTINCT FROM fm."family_id"
  AND EXISTS (SELECT 1 FROM "account" a WHERE a."person_id" = fm."person_id");
