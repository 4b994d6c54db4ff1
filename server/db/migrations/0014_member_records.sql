CREATE TABLE "member_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"computed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_records" ADD CONSTRAINT "member_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change to a member's workouts makes their records summary stale: one more version, no
-- summary (read again from the rows on the next read). Statement triggers: an import of many
-- rows bumps each member once. Only existing rows are updated (a member's row is made by the
-- first read of their records), so a member deleted with their workouts is never written back.
CREATE FUNCTION "member_records_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "member_records" SET "version" = "version" + 1, "summary" = NULL, "computed_at" = NULL
		WHERE "user_id" IN (SELECT DISTINCT "user_id" FROM "old_rows");
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "member_records" SET "version" = "version" + 1, "summary" = NULL, "computed_at" = NULL
		WHERE "user_id" IN (SELECT DISTINCT "user_id" FROM "new_rows");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "workouts_insert_records_stale" AFTER INSERT ON "workouts"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "member_records_stale"();
--> statement-breakpoint
CREATE TRIGGER "workouts_update_records_stale" AFTER UPDATE ON "workouts"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "member_records_stale"();
--> statement-breakpoint
CREATE TRIGGER "workouts_delete_records_stale" AFTER DELETE ON "workouts"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "member_records_stale"();
