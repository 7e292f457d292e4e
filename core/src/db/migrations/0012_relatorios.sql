CREATE TABLE "relatorio_diario" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"pedidos" integer DEFAULT 0 NOT NULL,
	"itens" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"frete" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"desconto" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "relatorio_diario_pk" PRIMARY KEY("empresa_id","dia")
);
--> statement-breakpoint
CREATE TABLE "relatorio_produto_diario" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"produto_id" integer NOT NULL,
	"produto_nome" text NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"receita" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "relatorio_produto_diario_pk" PRIMARY KEY("empresa_id","dia","produto_id","produto_nome")
);
--> statement-breakpoint
-- One-off backfill of the rollups from the sales already recorded (the statements of
-- reconstruirRelatorios in core/src/relatorios/service.ts, for every company). From here on the
-- writers of sales keep them in their own transactions.
INSERT INTO "relatorio_diario" ("empresa_id", "dia", "pedidos", "itens", "frete", "desconto")
SELECT empresa_id, dia, sum(pedidos), sum(itens), sum(frete), sum(desconto) FROM (
	SELECT p.empresa_id, (p.created_at AT TIME ZONE e.timezone)::date AS dia, 1 AS pedidos,
		p.total - p.valor_frete + p.desconto AS itens, p.valor_frete AS frete, p.desconto
	FROM "pedidos" p JOIN "empresas" e ON e.id = p.empresa_id
	WHERE p.status <> 'cancelado' AND p.comanda_id IS NULL
	UNION ALL
	SELECT c.empresa_id, (c.paga_em AT TIME ZONE e.timezone)::date, 1, c.total_pago, 0, 0
	FROM "comandas" c JOIN "empresas" e ON e.id = c.empresa_id
	WHERE c.status = 'paga'
) v GROUP BY empresa_id, dia;--> statement-breakpoint
INSERT INTO "relatorio_produto_diario" ("empresa_id", "dia", "produto_id", "produto_nome", "quantidade", "receita")
SELECT empresa_id, dia, produto_id, produto_nome, sum(quantidade), sum(receita) FROM (
	SELECT i.empresa_id, (p.created_at AT TIME ZONE e.timezone)::date AS dia,
		coalesce(i.produto_id, 0) AS produto_id, i.produto_nome, i.quantidade,
		i.preco_unitario * i.quantidade AS receita
	FROM "pedido_itens" i
	JOIN "pedidos" p ON p.id = i.pedido_id AND p.empresa_id = i.empresa_id
	JOIN "empresas" e ON e.id = p.empresa_id
	WHERE p.status <> 'cancelado' AND p.comanda_id IS NULL
	UNION ALL
	SELECT i.empresa_id, (c.paga_em AT TIME ZONE e.timezone)::date, coalesce(i.produto_id, 0),
		i.produto_nome, i.quantidade, i.preco_unitario * i.quantidade
	FROM "comanda_itens" i
	JOIN "comandas" c ON c.id = i.comanda_id AND c.empresa_id = i.empresa_id
	JOIN "empresas" e ON e.id = c.empresa_id
	WHERE c.status = 'paga' AND i.status <> 'cancelado'
) v GROUP BY empresa_id, dia, produto_id, produto_nome;
