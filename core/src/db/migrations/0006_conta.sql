DROP INDEX "comandas_fisica_ativa_uq";--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "taxa_servico_percentual" numeric(5, 2) DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "fechada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "taxa_servico_percentual" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "cobra_taxa_servico" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "taxa_servico" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "paga_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "total_pago" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "metodo_pagamento" text;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "valor_recebido" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "troco" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "reaberta_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "motivo_reabertura" text;--> statement-breakpoint
CREATE INDEX "comandas_empresa_paga_em_idx" ON "comandas" USING btree ("empresa_id","paga_em");--> statement-breakpoint
CREATE UNIQUE INDEX "comandas_fisica_ativa_uq" ON "comandas" USING btree ("empresa_id","comanda_fisica_id") WHERE status in ('ativa', 'fechada');--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_taxa_servico_percentual_ck" CHECK ("empresas"."taxa_servico_percentual" >= 0 and "empresas"."taxa_servico_percentual" <= 100);--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_metodo_pagamento_ck" CHECK ("comandas"."metodo_pagamento" is null or "comandas"."metodo_pagamento" in ('dinheiro', 'cartao', 'pix'));