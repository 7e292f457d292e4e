CREATE TABLE "eventos_pendentes" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"rooms" text[] NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_pendentes_pkey" PRIMARY KEY("empresa_id","id")
);
