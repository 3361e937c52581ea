-- A package's downloadables were stored as branding, which anyone with the key may fetch: they are
-- now their own kind, read by the package's buyers and the staff only.
UPDATE "files" AS f SET "purpose" = 'downloadable'
FROM "packages" AS p, jsonb_array_elements(p."downloadables") AS d
WHERE f."site_id" = p."site_id"
  AND f."key" = coalesce(d -> 'data' ->> 'key', d ->> 'key')
  AND f."purpose" = 'branding';
