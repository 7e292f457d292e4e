ALTER TABLE "estoque_movimentos" ADD COLUMN "comanda_id" integer;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD COLUMN "comanda_item_id" integer;--> statement-breakpoint
CREATE INDEX "estoque_movimentos_comanda_item_idx" ON "estoque_movimentos" USING btree ("empresa_id","comanda_item_id");