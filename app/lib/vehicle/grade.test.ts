import { displayGrade, gradeTitle } from "./grade";

describe("grades", () => {
  it("names grades 1 to 3", () => {
    expect(gradeTitle(1)).toBe("Excellent");
    expect(gradeTitle(2)).toBe("Very Good");
    expect(gradeTitle(3)).toBe("Great");
  });

  it("counts grades above 3 as 3", () => {
    expect(displayGrade(4)).toBe(3);
    expect(gradeTitle(7)).toBe("Great");
  });
});
