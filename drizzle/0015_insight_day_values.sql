CREATE TABLE "insight_day_values" (
	"day" text NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "insight_day_values_day_dim_value_pk" PRIMARY KEY("day","dim","value")
);
