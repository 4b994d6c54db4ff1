ALTER TABLE "workouts" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_user_client_id_idx" ON "workouts" USING btree ("user_id","client_id");