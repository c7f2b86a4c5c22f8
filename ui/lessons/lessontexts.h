// The lessons' English texts as lupdate saw them (generated into lessontexts.cpp by
// scripts/lesson-texts.py), for the test that keeps them and the lesson book in step.
#pragma once

#include <vector>

namespace shogiban::ui {

const std::vector<const char*>& lessonTexts();

} // namespace shogiban::ui
