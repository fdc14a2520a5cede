ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_code_promo_codes_code_fk";
--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "reward_id" integer;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_reward_id_referral_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."referral_rewards"("id") ON DELETE set null ON UPDATE no action;