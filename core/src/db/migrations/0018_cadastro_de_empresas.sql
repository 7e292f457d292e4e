ALTER TABLE "empresas" ADD COLUMN "cadastro_confirmado_em" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "confirmacao_token_hash" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "confirmacao_expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "loja_aberta_em" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "desativada_em" timestamp with time zone;