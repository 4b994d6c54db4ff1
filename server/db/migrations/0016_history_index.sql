DROP INDEX "workouts_user_date_idx";--> statement-breakpoint
CREATE INDEX "workouts_user_history_idx" ON "workouts" USING btree ("user_id","date","created_at","id");