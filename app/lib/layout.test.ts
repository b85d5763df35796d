import { describe, expect, it } from "vitest";
import { leadPictureOf } from "./layout";

describe("leadPictureOf", () => {
  it("takes the deepest route's lead picture from its own data, and none when no route names one", () => {
    const car = {
      handle: { leadPicture: (data: unknown) => (data as { picture: string }).picture },
      data: { picture: "/car.svg" },
    };
    expect(leadPictureOf([{ handle: { layout: "default" } }, car])).toBe("/car.svg");
    expect(leadPictureOf([{ handle: {} }, { data: {} }])).toBeUndefined();
    expect(leadPictureOf([car, { handle: { leadPicture: () => undefined }, data: {} }])).toBe("/car.svg");
  });
});
