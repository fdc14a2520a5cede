CREATE TABLE "user_currencies" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "user_currencies_user_currency_uq" UNIQUE("user_id","currency")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "live_currency" text GENERATED ALWAYS AS (CASE WHEN "status" IN ('trial', 'active', 'past_due') THEN "currency" END) STORED;--> statement-breakpoint
ALTER TABLE "user_currencies" ADD CONSTRAINT "user_currencies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing users with live plans get their currency row (the newest plan's currency; if earlier
-- races left two currencies live, the constraint below refuses to apply until that is repaired).
INSERT INTO "user_currencies" ("user_id", "currency") SELECT DISTINCT ON ("user_id") "user_id", "currency" FROM "subscriptions" WHERE "live_currency" IS NOT NULL ORDER BY "user_id", "created_at" DESC, "id" DESC;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_live_currency_fk" FOREIGN KEY ("user_id","live_currency") REFERENCES "public"."user_currencies"("user_id","currency") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_reward_uq" ON "redemptions" USING btree ("reward_id") WHERE "redemptions"."status" <> 'deleted' AND "redemptions"."reward_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_code_uq" ON "redemptions" USING btree ("user_id","code") WHERE "redemptions"."status" <> 'deleted' AND "redemptions"."reward_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_product_uq" ON "subscriptions" USING btree ("user_id","product_code") WHERE "subscriptions"."status" IN ('trial', 'active', 'past_due');