import {
  PLACEHOLDER_IMAGE,
  galleryPictures,
  imagePath,
  nextImageSource,
  pictureAlt,
  pictureView,
  wrapIndex,
} from "./gallery";

const car = {
  colour: "Red",
  year: 2019,
  make: { name: "Ford", slug: "ford" },
  range: { name: "Fiesta", slug: "fiesta" },
};
const item = { thumb: "/m/side-thumb.svg", medium: "/m/side-medium.svg", original: "/m/side-original.svg" };

describe("imagePath", () => {
  it("prefixes a slash only when the path is relative", () => {
    expect(imagePath("media/a.svg")).toBe("/media/a.svg");
    expect(imagePath("/media/a.svg")).toBe("/media/a.svg");
    expect(imagePath("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(imagePath("//cdn.example/a.jpg")).toBe("//cdn.example/a.jpg");
  });

  it("applies to every size of every picture", () => {
    expect(galleryPictures([{ thumb: "a", medium: "b", original: "/c" }])).toEqual([
      { thumb: "/a", medium: "/b", original: "/c" },
    ]);
  });
});

describe("alt text", () => {
  it("names the car and the view", () => {
    expect(pictureAlt(car, "/media/vehicles/x/side-medium.svg", 0)).toBe("Red 2019 Ford Fiesta, side view");
    expect(pictureAlt(car, "/media/vehicles/x/front-three-quarter-original.svg", 1)).toBe(
      "Red 2019 Ford Fiesta, front three-quarter view",
    );
  });

  it("numbers a picture whose view it cannot tell", () => {
    expect(pictureView("/photos/IMG_0001.jpg")).toBeUndefined();
    expect(pictureAlt(car, "/photos/IMG_0001.jpg", 2)).toBe("Red 2019 Ford Fiesta, picture 3");
  });
});

describe("wrapIndex", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(3, 6)).toBe(3);
    expect(wrapIndex(-7, 6)).toBe(5);
    expect(wrapIndex(2, 0)).toBe(0);
  });
});

describe("nextImageSource", () => {
  it("tries the original, then the placeholder, then gives up", () => {
    expect(nextImageSource(item.medium, item)).toBe(item.original);
    expect(nextImageSource(item.thumb, item)).toBe(item.original);
    expect(nextImageSource(item.original, item)).toBe(PLACEHOLDER_IMAGE);
    expect(nextImageSource(PLACEHOLDER_IMAGE, item)).toBeUndefined();
  });

  it("goes straight to the placeholder when there is no picture", () => {
    expect(nextImageSource("/anything.svg", undefined)).toBe(PLACEHOLDER_IMAGE);
  });
});
