import { describe, expect, it } from "vitest";
import { serverReadParams } from "#core/routing/page-query";
import { emptyValues, queryName, valuesFromQuery } from "./utm-query";
import { maxLength } from "./max-length";

describe("valuesFromQuery", () => {
  it("reads a submission of the form, under the names the page cache renders for", () => {
    const { values, submitted } = valuesFromQuery("?url=shop.example.com&source=facebook&medium=cpc&campaign=ramadan&campaign_id=7");
    expect(submitted).toBe(true);
    expect(values).toEqual({ ...emptyValues, url: "shop.example.com", source: "facebook", medium: "cpc", campaign: "ramadan", id: "7" });
    for (const name of Object.values(queryName)) expect(serverReadParams).toContain(name);
  });

  it("ignores the campaign parameters of a visit (utm_source…) and cuts runaway values", () => {
    expect(valuesFromQuery("?utm_source=facebook&utm_campaign=x")).toEqual({ values: emptyValues, submitted: false });
    expect(valuesFromQuery(`?url=${"a".repeat(maxLength + 10)}`).values.url).toHaveLength(maxLength);
    expect(valuesFromQuery("?source=").submitted).toBe(true);
  });
});
