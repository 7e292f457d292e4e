ALTER TABLE "empresas" ADD COLUMN "monitor_tolerancia_atraso_min" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "cozinha_alertas" ADD COLUMN "estacao_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "cozinha_alertas_atraso_uidx" ON "cozinha_alertas" USING btree ("empresa_id","pedido_id") WHERE "cozinha_alertas"."tipo" = 'atraso';