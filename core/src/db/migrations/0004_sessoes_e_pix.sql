ALTER TABLE "usuarios" ADD COLUMN "sessao_versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "garcons" ADD COLUMN "sessao_versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa_pagamento_config" ADD COLUMN "pix_validade_minutos" integer;--> statement-breakpoint
CREATE INDEX "pagamentos_pendentes_idx" ON "pagamentos" USING btree ("expira_em") WHERE "pagamentos"."status" = 'pending';