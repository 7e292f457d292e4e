CREATE TABLE "relatorio_canal_diario" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"canal" text NOT NULL,
	"pedidos" integer DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "relatorio_canal_diario_pk" PRIMARY KEY("empresa_id","dia","canal")
);
--> statement-breakpoint
-- One-off backfill of the sales by channel already recorded (the statement of
-- reconstruirRelatorios in core/src/relatorios/service.ts, for every company; 0030 set the
-- channel of the orders placed before channels existed). From here on the writers of sales keep
-- it in their own transactions, beside relatorio_diario.
INSERT INTO "relatorio_canal_diario" ("empresa_id", "dia", "canal", "pedidos", "total")
SELECT empresa_id, dia, canal, sum(pedidos), sum(total) FROM (
	SELECT p.empresa_id, (p.created_at AT TIME ZONE e.timezone)::date AS dia, p.canal,
		1 AS pedidos, p.total
	FROM "pedidos" p JOIN "empresas" e ON e.id = p.empresa_id
	WHERE p.status <> 'cancelado' AND p.comanda_id IS NULL
	UNION ALL
	SELECT c.empresa_id, (c.paga_em AT TIME ZONE e.timezone)::date, 'garcom', 1, c.total_pago
	FROM "comandas" c JOIN "empresas" e ON e.id = c.empresa_id
	WHERE c.status = 'paga'
) v GROUP BY empresa_id, dia, canal;
