CREATE TABLE "block_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"block_number" integer NOT NULL,
	"from_exercise_id" text NOT NULL,
	"to_exercise_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "block_swaps" ADD CONSTRAINT "block_swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_swaps_user_block_from_idx" ON "block_swaps" USING btree ("user_id","block_number","from_exercise_id");